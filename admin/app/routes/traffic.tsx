import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { pageName } from "../../../content/page-titles";
import { REPORT_ROWS } from "../../../server/traffic/report/report-rollups";
import { TRAFFIC_WINDOWS, VITALS_MIN_SAMPLES } from "../../../server/traffic/report/traffic-types";
import { VisitsChart } from "../components/traffic/chart";
import { DataTable } from "../components/data-table";
import { DROPPED, Folded, Section, VITALS, countsTable } from "../components/traffic/tables";
import { adminContext, requirePerson } from "../session.server";
import {
  DEFAULT_DAYS,
  allDropped,
  chartOf,
  readTrafficWindow,
  vitalsCell,
} from "../traffic.server";

// Owners and staff alike, as on Sources: these are counts of visits and of the
// leads staff already read, and the people who answer leads benefit from
// knowing which pages bring them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context);
  const days = readTrafficWindow(new URL(request.url));
  const c = adminContext(context);
  const report = await c.traffic.report(days, new Date(c.auth.now()));
  return {
    days,
    defaultDays: DEFAULT_DAYS,
    from: report.from,
    to: report.to,
    complete: report.complete,
    pages: report.pages.map((p) => ({ ...p, name: pageName(p.landingPage) })),
    campaigns: report.campaigns,
    referrers: report.referrers,
    folded: report.folded,
    /** Campaigns, and apart referring sites, listed by name before "(other)". */
    named: REPORT_ROWS,
    vitals: report.vitals.map((v) => ({
      page: pageName(v.page),
      device: v.device,
      samples: v.samples,
      lcp: vitalsCell(v, "lcp"),
      inp: vitalsCell(v, "inp"),
      cls: vitalsCell(v, "cls"),
    })),
    dropped: allDropped(report),
    chart: chartOf(report),
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
const PAGES = countsTable<Data["pages"][number]>([{ head: "Landing page", value: (p) => p.name }]);
const CAMPAIGNS = countsTable<Data["campaigns"][number]>([
  { head: "Source", value: (c) => c.source },
  { head: "Medium", value: (c) => c.medium },
  { head: "Campaign", value: (c) => c.campaign },
]);
const REFERRERS = countsTable<Data["referrers"][number]>([
  {
    head: "Referring site",
    value: (r) => r.referrer,
    none: "None (typed in, bookmarked or not sent)",
  },
]);

export default function Traffic() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const { days, defaultDays } = data;
  const none = (what: string) => `No ${what} in the last ${days} days.`;
  return (
    <main id="main" className="admin-page admin-wide" aria-busy={busy}>
      <title>{`Traffic, last ${days} days | Inbox`}</title>
      <h1>Traffic</h1>
      <p className="admin-muted">
        Visits counted by this site&rsquo;s own server, with no cookie, from {data.from} to{" "}
        {data.to} (UTC days). A visit is a browser tab&rsquo;s first page; its landing page and
        campaign are the ones a lead from it stores, so conversion is leads &divide; visits. Leads
        are those that reached you (new or handled); held and spam are shown apart. Visitors who ask
        not to be tracked, people signed in here, and bots are not counted.
      </p>
      {data.complete ? null : (
        <p className="admin-warning" role="status">
          Today&rsquo;s figures are partial: there were more visits than this page reads at once.
          Each day is counted in full once it is rolled up, within an hour after it ends.
        </p>
      )}
      <nav aria-label="Period" className="admin-tabs">
        {TRAFFIC_WINDOWS.map((w) => (
          <Link
            key={w}
            to={w === defaultDays ? "/traffic" : `/traffic?days=${w}`}
            aria-current={w === days ? "page" : undefined}
          >
            Last {w} days
          </Link>
        ))}
      </nav>

      <Section table="daily" days={days}>
        <VisitsChart chart={data.chart} days={days} />
      </Section>

      <Section table="pages" days={days}>
        <DataTable id="pages" spec={PAGES} rows={data.pages} empty={none("visits")} />
      </Section>

      <Section table="campaigns" days={days}>
        <DataTable id="campaigns" spec={CAMPAIGNS} rows={data.campaigns} empty={none("visits")} />
        <Folded what="campaigns" folded={data.folded.campaigns} shown={data.named} />
      </Section>

      <Section table="referrers" days={days}>
        <DataTable id="referrers" spec={REFERRERS} rows={data.referrers} empty={none("visits")} />
        <Folded what="referring sites" folded={data.folded.referrers} shown={data.named} />
      </Section>

      <Section table="vitals" days={days}>
        <p className="admin-muted">
          The 75th percentile of what visitors&rsquo; own browsers measured, per page and device.
          Good is at most 2.5 s for LCP (main content shown), 200 ms for INP (answer to a tap or
          click) and 0.1 for CLS (layout shift); poor is over 4 s, 500 ms and 0.25. A cell with
          fewer than {VITALS_MIN_SAMPLES} samples shows their count instead of a figure.
        </p>
        <DataTable
          id="vitals"
          spec={VITALS}
          rows={data.vitals}
          empty={none("speed measurements")}
        />
      </Section>

      <Section table="dropped" days={days}>
        <DataTable id="dropped" spec={DROPPED} rows={data.dropped} empty={none("bots dropped")} />
      </Section>
    </main>
  );
}
