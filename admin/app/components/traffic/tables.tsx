/** The Traffic page's sections and tables: a section with its CSV link, a scrolling box, count
 * cells, the count tables (pages, campaigns, referrers), field speed and bots dropped. */
import type { ReactNode } from "react";
import type { TrafficCounts } from "../../../../server/traffic/types";
import type { CsvTable, VitalsCell } from "../../traffic.server";

/** The downloads' URLs: the app's basename is /admin, and a download is a document request. */
const csvHref = (table: CsvTable, days: number) => `/admin/traffic.csv?table=${table}&days=${days}`;

export function Section(props: {
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
export const Scroll = ({ id, children }: { id: string; children: ReactNode }) => (
  <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
    {children}
  </div>
);

/** Leads ÷ visits as a percentage, or a dash with no visits. */
const percent = (conversion: number | null) =>
  conversion === null ? "–" : `${(conversion * 100).toFixed(1)}%`;

export const Num = ({ n, strong }: { n: number; strong?: boolean }) => (
  <td className={`admin-num${n === 0 ? " admin-zero" : strong ? " admin-strong" : ""}`}>{n}</td>
);

/** Visits, leads, conversion, then held and spam apart: the columns of the three count tables. */
function CountCells({ c }: { c: TrafficCounts }) {
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

const NONE = "(none)";
/** A name cell's text: the value, or `none` (muted) where it is empty. */
export const name = (text: string, none = NONE) => ({ text: text || none, none: !text });

export function CountsTable(props: {
  id: string;
  names: string[];
  rows: { key: string; names: { text: string; none: boolean }[]; counts: TrafficCounts }[];
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

/** What a table's "(other)" row gathers, in words, or nothing when it gathers nothing. */
export function Folded(props: {
  what: string;
  folded: { visits: number; leads: number };
  shown: number;
}) {
  const { visits, leads } = props.folded;
  if (visits === 0 && leads === 0) return null;
  const plural = (n: number, one: string) =>
    `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;
  return (
    <p className="admin-muted admin-folded">
      Folded into &ldquo;(other)&rdquo;: {plural(visits, "visit")} and {plural(leads, "lead")}, from{" "}
      {props.what} past the {props.shown} with the most visits and from those too rare to name
      (fewer than 2 visitors on their day and no lead, or past the number of new ones a day keeps).
    </p>
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

export interface VitalsLine {
  page: string;
  device: "phone" | "desktop";
  samples: number;
  lcp: VitalsCell;
  inp: VitalsCell;
  cls: VitalsCell;
}

export function VitalsTable({ rows }: { rows: VitalsLine[] }) {
  return (
    <Scroll id="vitals">
      <table className="admin-table admin-counts admin-traffic" aria-labelledby="vitals">
        <colgroup>
          <col className="admin-col-name" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Device</th>
            {["Samples", "LCP", "INP", "CLS"].map((h) => (
              <th key={h} scope="col" className="admin-num">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
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
  );
}

export function DroppedTable({
  rows,
}: {
  rows: { reason: string; label: string; count: number }[];
}) {
  return (
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
          {rows.map((d) => (
            <tr key={d.reason}>
              <th scope="row">{d.label}</th>
              <Num n={d.count} strong />
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
