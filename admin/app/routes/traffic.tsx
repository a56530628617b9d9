import type { ReactNode } from "react";
import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import {
  TRAFFIC_WINDOWS,
  VITALS_MIN_SAMPLES,
  type TrafficCounts,
} from "../../../server/traffic/types";
import { adminContext, requirePerson } from "../session.server";
import {
  DEFAULT_DAYS,
  allDropped,
  chartOf,
  readTrafficWindow,
  vitalsCell,
} from "../traffic.server";
import type { CsvTable, VitalsCell } from "../traffic.server";

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
    pages: report.pages,
    campaigns: report.campaigns,
    referrers: report.referrers,
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

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Counts = TrafficCounts;

/** The downloads' URLs: the app's basename is /admin, and a download is a document request. */
const csvHref = (table: CsvTable, days: number) => `/admin/traffic.csv?table=${table}&days=${days}`;

function Section(props: {
  id: string;
  title: string;
  table: CsvTable;
  days: number;
  children: ReactNode;
}) {
  return (
    <section className="admin-traffic-section">
      <div className="admin-section-head">
        <h2 id={props.id}>{props.title}</h2>
        <a href={csvHref(props.table, props.days)} download className="admin-download">
          Download CSV<span className="sr-only"> of {props.title.toLowerCase()}</span>
        </a>
      </div>
      {props.children}
    </section>
  );
}

/** A scrolling box of its own, so a phone scrolls the table, not the page. */
const Scroll = ({ id, children }: { id: string; children: ReactNode }) => (
  <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
    {children}
  </div>
);

/** Leads ÷ visits as a percentage, or a dash with no visits. */
const percent = (conversion: number | null) =>
  conversion === null ? "–" : `${(conversion * 100).toFixed(1)}%`;

const Num = ({ n, strong }: { n: number; strong?: boolean }) => (
  <td className={`admin-num${n === 0 ? " admin-zero" : strong ? " admin-strong" : ""}`}>{n}</td>
);

/** Visits, leads, conversion, then held and spam apart: the columns of the three count tables. */
function CountCells({ c }: { c: Counts }) {
  return (
    <>
      <Num n={c.visits} strong />
      <Num n={c.leads} strong />
      <td className={`admin-num${c.conversion ? " admin-strong" : " admin-zero"}`}>
        {percent(c.conversion)}
      </td>
      <Num n={c.held} />
      <Num n={c.spam} />
    </>
  );
}

const COUNT_HEADS = ["Visits", "Leads", "Conversion", "Held", "Spam"];

function CountsTable(props: {
  id: string;
  names: string[];
  rows: { key: string; names: { text: string; none: boolean }[]; counts: Counts }[];
  days: number;
}) {
  const { id, names, rows, days } = props;
  if (rows.length === 0) return <p className="admin-empty">No visits in the last {days} days.</p>;
  return (
    <Scroll id={id}>
      <table className="admin-table admin-counts admin-traffic" aria-labelledby={id}>
        <colgroup>
          <col className="admin-col-name" />
        </colgroup>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n} scope="col">
                {n}
              </th>
            ))}
            {COUNT_HEADS.map((h) => (
              <th key={h} scope="col" className="admin-num">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.names.map((n, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={n.none ? "admin-muted" : undefined}>
                    {n.text}
                  </th>
                ) : (
                  <td key={i} className={n.none ? "admin-muted" : undefined}>
                    {n.text}
                  </td>
                ),
              )}
              <CountCells c={r.counts} />
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

const NONE = "(none)";
const name = (text: string, none = NONE) => ({ text: text || none, none: !text });

/** Each line also has its own dash, so the pages are told apart without colour. */
const DASHES = [undefined, "6 3", "2 3", "8 3 2 3", "1 5"];

function VisitsChart({ chart, days }: { chart: Data["chart"]; days: number }) {
  const { width, height, plot, series, max } = chart;
  if (series.length === 0) return <p className="admin-empty">No visits in the last {days} days.</p>;
  const first = chart.days[0];
  const last = chart.days.at(-1);
  const summary = series.map((s) => `${s.page}: ${s.total}`).join("; ");
  return (
    <figure className="admin-chart">
      <p className="admin-muted admin-chart-scale">
        Visits a day, {first} to {last} (UTC); the top of the chart is {max}.
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="chart-title"
        aria-describedby="chart-desc"
        preserveAspectRatio="none"
      >
        <title id="chart-title">{`Visits per day, ${first} to ${last}, for the ${series.length} most visited landing pages`}</title>
        <desc id="chart-desc">{`Visits in the period: ${summary}. The busiest day had ${max}. Each day's figures are in the table below the chart.`}</desc>
        {[0, 0.5, 1].map((f) => {
          const y = plot.bottom - f * (plot.bottom - plot.top);
          return (
            <line
              key={f}
              x1={plot.left}
              x2={plot.right}
              y1={y}
              y2={y}
              className="admin-chart-grid"
            />
          );
        })}
        {series.map((s, i) => (
          <polyline
            key={s.page}
            points={s.points}
            className={`admin-series admin-series-${i}`}
            strokeDasharray={DASHES[i]}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <figcaption>
        <ul className="admin-legend">
          {series.map((s, i) => (
            <li key={s.page}>
              <svg viewBox="0 0 24 8" width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  className={`admin-series admin-series-${i}`}
                  strokeDasharray={DASHES[i]}
                />
              </svg>
              <span>
                {s.page} <span className="admin-count">{s.total}</span>
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="admin-chart-table">
        <summary>Visits per day as a table</summary>
        <Scroll id="daily-table-name">
          <table className="admin-table admin-counts admin-traffic">
            <caption id="daily-table-name" className="sr-only">
              Visits per day
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((s) => (
                  <th key={s.page} scope="col" className="admin-num">
                    {s.page}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.days.map((d, i) => (
                <tr key={d}>
                  <th scope="row">{d}</th>
                  {series.map((s) => (
                    <Num key={s.page} n={s.visits[i] ?? 0} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </details>
    </figure>
  );
}

function VitalsTd({ cell }: { cell: VitalsCell }) {
  if (cell.figure === null)
    return (
      <td className="admin-num admin-zero">
        {cell.samples} {cell.samples === 1 ? "sample" : "samples"}
      </td>
    );
  return (
    <td className="admin-num">
      <span className="admin-strong">{cell.figure}</span>{" "}
      <span className={`admin-rating admin-rating-${cell.rating}`}>{cell.label}</span>
    </td>
  );
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
          <Scroll id="vitals">
            <table className="admin-table admin-counts admin-traffic" aria-labelledby="vitals">
              <colgroup>
                <col className="admin-col-name" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Device</th>
                  <th scope="col" className="admin-num">
                    Samples
                  </th>
                  <th scope="col" className="admin-num">
                    LCP
                  </th>
                  <th scope="col" className="admin-num">
                    INP
                  </th>
                  <th scope="col" className="admin-num">
                    CLS
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.vitals.map((v) => (
                  <tr key={`${v.page}\n${v.device}`}>
                    <th scope="row">{v.page}</th>
                    <td>{v.device === "phone" ? "Phone" : "Desktop"}</td>
                    <Num n={v.samples} />
                    <VitalsTd cell={v.lcp} />
                    <VitalsTd cell={v.inp} />
                    <VitalsTd cell={v.cls} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        )}
      </Section>

      <Section id="dropped" title="Bots dropped" table="dropped" days={days}>
        <Scroll id="dropped">
          <table className="admin-table admin-counts admin-dropped" aria-labelledby="dropped">
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col" className="admin-num">
                  Dropped
                </th>
              </tr>
            </thead>
            <tbody>
              {data.dropped.map((d) => (
                <tr key={d.reason}>
                  <th scope="row">{d.label}</th>
                  <Num n={d.count} strong />
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </Section>
    </main>
  );
}
