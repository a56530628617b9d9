import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { MIN_LANDING_LEADS } from "../../../server/leads/reply/figures";
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

function ReplyTable(props: { id: string; column: string; rows: readonly Row[] }) {
  const { id, column, rows } = props;
  const promised = rows.some((r) => r.promise);
  return (
    <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="admin-table admin-counts admin-replies" aria-labelledby={id}>
        <colgroup>
          <col className="admin-col-name" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            {promised ? <th scope="col">Promise</th> : null}
            <th scope="col" className="admin-num">
              Received
            </th>
            <th scope="col" className="admin-num">
              Answered
            </th>
            <th scope="col" className="admin-num">
              Within promise
            </th>
            <th scope="col" className="admin-num">
              Median
            </th>
            <th scope="col" className="admin-num">
              90th percentile
            </th>
            <th scope="col" className="admin-num">
              Open now
            </th>
            <th scope="col" className="admin-num">
              Overdue now
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              {promised ? <td>{r.promise}</td> : null}
              <td className="admin-num">{r.received}</td>
              <td className="admin-num">{r.answered}</td>
              <td className="admin-num">
                {r.share}
                {r.answered ? ` (${r.withinPromise})` : ""}
              </td>
              <td className="admin-num">{r.median}</td>
              <td className="admin-num">{r.p90}</td>
              <td className="admin-num">{r.openNow}</td>
              <td className={`admin-num${r.overdueNow ? " admin-late" : ""}`}>{r.overdueNow}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
        <div>
          <dt>Answered</dt>
          <dd>{s.answered}</dd>
        </div>
        <div>
          <dt>Within promise</dt>
          <dd>
            {s.share}
            {s.answered ? (
              <span className="admin-muted"> {`${s.withinPromise} of ${s.answered}`}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Median time to answer</dt>
          <dd>{s.median}</dd>
        </div>
        <div>
          <dt>90th percentile</dt>
          <dd>{s.p90}</dd>
        </div>
        <div>
          <dt>Open now</dt>
          <dd>{s.openNow}</dd>
        </div>
        <div>
          <dt>Overdue now</dt>
          <dd className={s.overdueNow ? "admin-late" : undefined}>
            {s.overdueNow}
            {s.overdueNow ? (
              <>
                {" "}
                <Link to="/?due=overdue" className="admin-stat-link">
                  See them
                </Link>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <h2 id="by-form">By form</h2>
      {data.byForm.length === 0 ? (
        <p className="admin-empty">No leads in the last {days} days.</p>
      ) : (
        <ReplyTable id="by-form" column="Form" rows={data.byForm} />
      )}
      <h2 id="by-landing">By landing page</h2>
      {data.byLanding.length === 0 ? (
        <p className="admin-empty">
          No landing page brought {MIN_LANDING_LEADS} or more leads in the last {days} days.
        </p>
      ) : (
        <ReplyTable id="by-landing" column="Landing page" rows={data.byLanding} />
      )}
    </main>
  );
}
