import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { type Column, DataTable, count } from "../components/data-table";
import { FORM_NAMES, STATE_LABELS } from "../labels";
import { adminContext, requirePerson } from "../session.server";
import { loadSources, readWindow } from "../sources.server";

// Owners and staff alike: these are only counts of leads staff already read in the inbox,
// and those who answer leads benefit most from knowing where they come from.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context);
  const days = readWindow(new URL(request.url));
  return loadSources(adminContext(context).leads, days, new Date());
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Count = Data["report"]["landing"][number];

function SourceTable(props: {
  id: string;
  title: string;
  column: string;
  counts: readonly Count[];
  data: Data;
}) {
  const { id, title, column, counts, data } = props;
  const { states, forms, unknown, report } = data;
  const columns: Column<Count>[] = [
    {
      head: column,
      cell: (c) => c.key,
      tone: (c) => (c.key === unknown ? "admin-muted" : undefined),
    },
    count("Leads", (c) => c.total, { strong: true }),
    ...states.map((s) =>
      count<Count>(STATE_LABELS[s] ?? s, (c) => c.byState[s] ?? 0, { group: "By state" }),
    ),
    ...forms.map((f) =>
      count<Count>(FORM_NAMES[f] ?? f, (c) => c.byForm[f] ?? 0, { group: "By form" }),
    ),
  ];
  return (
    <section>
      <h2 id={id}>{title}</h2>
      <DataTable
        id={id}
        spec={{ columns, rowKey: (c) => c.key }}
        rows={counts}
        empty={`No leads in the last ${report.days} days.`}
      />
    </section>
  );
}

export default function Sources() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const { report, windows, unknown } = data;
  return (
    <main id="main" className="admin-page admin-wide" aria-busy={busy}>
      <title>{`Sources, last ${report.days} days | Inbox`}</title>
      <h1>Sources</h1>
      <p className="admin-muted">
        Where leads came from: the first page of the visit, the site that linked to it, and its
        campaign tag (utm_campaign, or else utm_source). &ldquo;{unknown}&rdquo; means the lead came
        without it: typed in or bookmarked, or sent before the page&rsquo;s script had started.
      </p>
      <nav aria-label="Period" className="admin-tabs">
        {windows.map((w, i) => (
          <Link
            key={w.days}
            to={i === 0 ? "/sources" : `/sources?days=${w.days}`}
            aria-current={w.days === report.days ? "page" : undefined}
          >
            Last {w.days} days{" "}
            <span className="admin-count">
              {w.leads} {w.leads === 1 ? "lead" : "leads"}
            </span>
          </Link>
        ))}
      </nav>
      <SourceTable
        id="landing"
        title="Landing pages"
        column="Landing page"
        counts={report.landing}
        data={data}
      />
      <SourceTable
        id="referrer"
        title="Referring sites"
        column="Referring site"
        counts={report.referrer}
        data={data}
      />
      <SourceTable
        id="campaign"
        title="Campaigns"
        column="Campaign"
        counts={report.campaign}
        data={data}
      />
    </main>
  );
}
