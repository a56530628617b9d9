import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { REPORT_ROWS } from "../../../server/traffic/report-rollups";
import { TRAFFIC_WINDOWS, VITALS_MIN_SAMPLES } from "../../../server/traffic/types";
import { VisitsChart } from "../components/traffic/chart";
import {
  CountsTable,
  DroppedTable,
  Folded,
  Section,
  VitalsTable,
  name,
} from "../components/traffic/tables";
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
    pages: report.pages,
    campaigns: report.campaigns,
    referrers: report.referrers,
    folded: report.folded,
    /** Campaigns, and apart referring sites, listed by name before "(other)". */
    named: REPORT_ROWS,
    vitals: report.vitals.map((v) => ({
      page: v.page,
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

export default function Traffic() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const { days, defaultDays } = data;
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

      <Section id="daily" title="Visits per day" table="daily" days={days}>
        <VisitsChart chart={data.chart} days={days} />
      </Section>

      <Section id="pages" title="Landing pages" table="pages" days={days}>
        <CountsTable
          id="pages"
          names={["Landing page"]}
          days={days}
          rows={data.pages.map((p) => ({
            key: p.landingPage,
            names: [name(p.landingPage)],
            counts: p,
          }))}
        />
      </Section>

      <Section id="campaigns" title="Campaigns" table="campaigns" days={days}>
        <CountsTable
          id="campaigns"
          names={["Source", "Medium", "Campaign"]}
          days={days}
          rows={data.campaigns.map((c) => ({
            key: `${c.source}\n${c.medium}\n${c.campaign}`,
            names: [name(c.source), name(c.medium), name(c.campaign)],
            counts: c,
          }))}
        />
        <Folded what="campaigns" folded={data.folded.campaigns} shown={data.named} />
      </Section>

      <Section id="referrers" title="Referring sites" table="referrers" days={days}>
        <CountsTable
          id="referrers"
          names={["Referring site"]}
          days={days}
          rows={data.referrers.map((r) => ({
            key: r.referrer,
            names: [name(r.referrer, "None (typed in, bookmarked or not sent)")],
            counts: r,
          }))}
        />
        <Folded what="referring sites" folded={data.folded.referrers} shown={data.named} />
      </Section>

      <Section id="vitals" title="Field speed" table="vitals" days={days}>
        <p className="admin-muted">
          The 75th percentile of what visitors&rsquo; own browsers measured, per page and device.
          Good is at most 2.5 s for LCP (main content shown), 200 ms for INP (answer to a tap or
          click) and 0.1 for CLS (layout shift); poor is over 4 s, 500 ms and 0.25. A cell with
          fewer than {VITALS_MIN_SAMPLES} samples shows their count instead of a figure.
        </p>
        {data.vitals.length === 0 ? (
          <p className="admin-empty">No speed measurements in the last {days} days.</p>
        ) : (
          <VitalsTable rows={data.vitals} />
        )}
      </Section>

      <Section id="dropped" title="Bots dropped" table="dropped" days={days}>
        <DroppedTable rows={data.dropped} />
      </Section>
    </main>
  );
}
