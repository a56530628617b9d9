import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
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
  return (
    <section>
      <h2 id={id}>{title}</h2>
      {counts.length === 0 ? (
        <p className="admin-empty">No leads in the last {report.days} days.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="admin-table admin-counts" aria-labelledby={id}>
            <colgroup>
              <col className="admin-col-name" />
              <col />
            </colgroup>
            <colgroup>
              <col span={states.length} />
            </colgroup>
            <colgroup>
              <col span={forms.length} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {column}
                </th>
                <th scope="col" rowSpan={2} className="admin-num">
                  Leads
                </th>
                <th scope="colgroup" colSpan={states.length}>
                  By state
                </th>
                <th scope="colgroup" colSpan={forms.length}>
                  By form
                </th>
              </tr>
              <tr>
                {states.map((s) => (
                  <th key={s} scope="col" className="admin-num">
                    {STATE_LABELS[s] ?? s}
                  </th>
                ))}
                {forms.map((f) => (
                  <th key={f} scope="col" className="admin-num">
                    {FORM_NAMES[f] ?? f}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {counts.map((c) => (
                <tr key={c.key}>
                  <th scope="row" className={c.key === unknown ? "admin-muted" : undefined}>
                    {c.key}
                  </th>
                  <Num n={c.total} strong />
                  {states.map((s) => (
                    <Num key={s} n={c.byState[s] ?? 0} />
                  ))}
                  {forms.map((f) => (
                    <Num key={f} n={c.byForm[f] ?? 0} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A count; zeros are quieter so the rows that brought leads stand out. */
const Num = ({ n, strong }: { n: number; strong?: boolean }) => (
  <td className={`admin-num${n === 0 ? " admin-zero" : strong ? " admin-strong" : ""}`}>{n}</td>
);

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
