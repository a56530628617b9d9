import type { ReactNode } from "react";
import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { MIN_LANDING_LEADS } from "../../../server/leads/reply/reply-figures";
import { type Column, DataTable } from "../components/data-table";
import { Term } from "../components/term";
import { loadResponse, readResponseWindow } from "../response.server";
import { adminContext, requirePerson } from "../session.server";

// Owners and staff alike: staff answer the leads, and these are their own reply times.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context);
  const c = adminContext(context);
  return loadResponse(c.leads, readResponseWindow(new URL(request.url)), new Date(c.auth.now()));
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = Data["byForm"][number];

const figure = (head: string, cell: (r: Row) => ReactNode): Column<Row> => ({
  head,
  num: true,
  cell,
});

const REPLY_COLUMNS: Column<Row>[] = [
  figure("Received", (r) => r.received),
  figure("Answered", (r) => r.answered),
  figure("Within promise", (r) => `${r.share}${r.answered ? ` (${r.withinPromise})` : ""}`),
  figure("Median", (r) => r.median),
  figure("90th percentile", (r) => r.p90),
  figure("Open now", (r) => r.openNow),
  {
    ...figure("Overdue now", (r) => r.overdueNow),
    tone: (r) => (r.overdueNow ? "admin-late" : undefined),
  },
];

/** Reply times by form or landing page; the Promise column only where a row made one. */
function ReplyTable(props: { id: string; column: string; rows: readonly Row[]; empty: ReactNode }) {
  const { id, column, rows } = props;
  const columns: Column<Row>[] = [
    { head: column, cell: (r) => r.name },
    ...(rows.some((r) => r.promise) ? [{ head: "Promise", cell: (r: Row) => r.promise }] : []),
    ...REPLY_COLUMNS,
  ];
  return (
    <DataTable
      id={id}
      spec={{ columns, className: "admin-replies", rowKey: (r) => r.key }}
      rows={rows}
      empty={props.empty}
    />
  );
}

export default function Response() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const { days, summary: s } = data;
  return (
    <main id="main" className="admin-page admin-wide" aria-busy={busy}>
      <title>{`Response, last ${days} days | Inbox`}</title>
      <h1>Response</h1>
      <p className="admin-muted">
        How fast leads were answered against the promise their form made: 24 hours on the contact
        page and the website brief, one business day in the contact and referral dialogs. A lead
        counts as answered when it is first marked handled; figures cover leads received in the
        period, and open and overdue leads are counted as of now.
      </p>
      <nav aria-label="Period" className="admin-tabs">
        {data.windows.map((w) => (
          <Link
            key={w}
            to={w === 30 ? "/response" : `/response?days=${w}`}
            aria-current={w === days ? "page" : undefined}
          >
            Last {w} days
          </Link>
        ))}
      </nav>
      <dl className="admin-stats">
        <Term term="Answered">{s.answered}</Term>
        <Term term="Within promise">
          {s.share}
          {s.answered ? (
            <span className="admin-muted"> {`${s.withinPromise} of ${s.answered}`}</span>
          ) : null}
        </Term>
        <Term term="Median time to answer">{s.median}</Term>
        <Term term="90th percentile">{s.p90}</Term>
        <Term term="Open now">{s.openNow}</Term>
        <Term term="Overdue now" className={s.overdueNow ? "admin-late" : undefined}>
          {s.overdueNow}
          {s.overdueNow ? (
            <>
              {" "}
              <Link to="/?due=overdue" className="admin-stat-link">
                See them
              </Link>
            </>
          ) : null}
        </Term>
      </dl>
      <h2 id="by-form">By form</h2>
      <ReplyTable
        id="by-form"
        column="Form"
        rows={data.byForm}
        empty={`No leads in the last ${days} days.`}
      />
      <h2 id="by-landing">By landing page</h2>
      <ReplyTable
        id="by-landing"
        column="Landing page"
        rows={data.byLanding}
        empty={`No landing page brought ${MIN_LANDING_LEADS} or more leads in the last ${days} days.`}
      />
    </main>
  );
}
