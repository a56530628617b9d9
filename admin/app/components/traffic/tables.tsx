/** The Traffic page's sections and tables: a section with its CSV link, and the tables (count
 * tables of pages, campaigns and referrers, field speed, bots dropped) as the inbox's DataTable. */
import type { ReactNode } from "react";
import type { TrafficCounts } from "../../../../server/traffic/report/traffic-types";
import type { CsvTable, VitalsCell } from "../../traffic.server";
import { type Column, type TableSpec, count } from "../data-table";

/** The downloads' URLs: the app's basename is /admin, and a download is a document request. */
const csvHref = (table: CsvTable, days: number) => `/admin/traffic.csv?table=${table}&days=${days}`;

const TITLES: Record<CsvTable, string> = {
  daily: "Visits per day",
  pages: "Landing pages",
  campaigns: "Campaigns",
  referrers: "Referring sites",
  vitals: "Field speed",
  dropped: "Bots dropped",
};

/** A section per CSV table: its heading (the id its table is named by) and its download. */
export function Section(props: { table: CsvTable; days: number; children: ReactNode }) {
  const title = TITLES[props.table];
  return (
    <section className="admin-traffic-section">
      <div className="admin-section-head">
        <h2 id={props.table}>{title}</h2>
        <a href={csvHref(props.table, props.days)} download className="admin-download">
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {props.children}
    </section>
  );
}

/** Leads ÷ visits as a percentage, or a dash with no visits. */
const percent = (conversion: number | null) =>
  conversion === null ? "–" : `${(conversion * 100).toFixed(1)}%`;

/** Visits, leads, conversion, then held and spam apart: the columns of the three count tables. */
const COUNT_COLUMNS: Column<TrafficCounts>[] = [
  count("Visits", (c) => c.visits, { strong: true }),
  count("Leads", (c) => c.leads, { strong: true }),
  {
    head: "Conversion",
    num: true,
    cell: (c) => percent(c.conversion),
    tone: (c) => (c.conversion ? "admin-strong" : "admin-zero"),
  },
  count("Held", (c) => c.held),
  count("Spam", (c) => c.spam),
];

/** A column of names; an empty one reads `none` (muted). */
export interface NameColumn<R> {
  head: string;
  value: (row: R) => string;
  none?: string;
}

/** A count table: its name columns, then the counts; a row is keyed by its names. */
export function countsTable<R extends TrafficCounts>(names: NameColumn<R>[]): TableSpec<R> {
  return {
    className: "admin-traffic",
    rowKey: (r) => names.map((n) => n.value(r)).join("\n"),
    columns: [
      ...names.map(({ head, value, none = "(none)" }) => ({
        head,
        cell: (r: R) => value(r) || none,
        tone: (r: R) => (value(r) ? undefined : "admin-muted"),
      })),
      ...COUNT_COLUMNS,
    ],
  };
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

/** A speed figure with its rating in words, or the samples' count while too few to rate. */
function vitalsColumn(head: string, cell: (v: VitalsLine) => VitalsCell): Column<VitalsLine> {
  return {
    head,
    num: true,
    cell: (v) => {
      const c = cell(v);
      if (c.figure === null) return `${c.samples} ${c.samples === 1 ? "sample" : "samples"}`;
      return (
        <>
          <span className="admin-strong">{c.figure}</span>{" "}
          <span className={`admin-rating admin-rating-${c.rating}`}>{c.label}</span>
        </>
      );
    },
    tone: (v) => (cell(v).figure === null ? "admin-zero" : undefined),
  };
}

export interface VitalsLine {
  page: string;
  device: "phone" | "desktop";
  samples: number;
  lcp: VitalsCell;
  inp: VitalsCell;
  cls: VitalsCell;
}

export const VITALS: TableSpec<VitalsLine> = {
  className: "admin-traffic",
  rowKey: (v) => `${v.page}\n${v.device}`,
  columns: [
    { head: "Page", cell: (v) => v.page },
    { head: "Device", cell: (v) => (v.device === "phone" ? "Phone" : "Desktop") },
    count("Samples", (v) => v.samples),
    vitalsColumn("LCP", (v) => v.lcp),
    vitalsColumn("INP", (v) => v.inp),
    vitalsColumn("CLS", (v) => v.cls),
  ],
};

export const DROPPED: TableSpec<{ reason: string; label: string; count: number }> = {
  className: "admin-dropped",
  nameWidth: false,
  rowKey: (d) => d.reason,
  columns: [
    { head: "Reason", cell: (d) => d.label },
    count("Dropped", (d) => d.count, { strong: true }),
  ],
};
