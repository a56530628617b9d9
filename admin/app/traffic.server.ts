/** The Traffic view's data: the server's report (the one `leads traffic` prints), the geometry
 * of its visits-per-day chart, and each of its tables as CSV. Server only. */
import { csvText, neutraliseCell } from "../../server/leads/inbox/export-format";
import {
  TRAFFIC_WINDOWS,
  VITALS_MIN_SAMPLES,
  VITALS_THRESHOLDS,
  type DropReason,
  type TrafficCounts,
  type TrafficReport,
  type VitalsRow,
} from "../../server/traffic/report/traffic-types";

/** `?days=7` or `?days=90` picks that window; anything else is 30 days. */
export const DEFAULT_DAYS = 30;
export function readTrafficWindow(url: URL): number {
  const asked = Number(url.searchParams.get("days"));
  return (TRAFFIC_WINDOWS as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
}

export const DROP_LABELS: Record<DropReason, string> = {
  "bot-agent": "Bot or crawler (user agent)",
  webdriver: "Automated browser (webdriver)",
  "no-page-start": "No page start (sent without a page)",
  "blocked-ip": "Blocked address",
  "unknown-page": "Not a page of the site",
};

/** Every reason, zeros included, in a fixed order. */
export const allDropped = (report: TrafficReport) =>
  (Object.keys(DROP_LABELS) as DropReason[]).map((reason) => ({
    reason,
    label: DROP_LABELS[reason],
    count: report.dropped.find((d) => d.reason === reason)?.count ?? 0,
  }));

export type Rating = "good" | "needs-improvement" | "poor";
export const RATING_LABELS: Record<Rating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};
type Metric = keyof typeof VITALS_THRESHOLDS;

/** Good at or under the first threshold, poor over the second (web.dev's ratings). */
export function rate(metric: Metric, value: number): Rating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

const FIGURES: Record<Metric, (v: number) => string> = {
  lcp: (v) => `${(v / 1000).toFixed(1)} s`,
  inp: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(2),
};

/** A field-speed cell: a figure and its rating, or, with too few samples, only their count. */
export type VitalsCell =
  { figure: string; rating: Rating; label: string } | { figure: null; samples: number };

export function vitalsCell(row: VitalsRow, metric: Metric): VitalsCell {
  const value = { lcp: row.lcpP75, inp: row.inpP75, cls: row.clsP75 }[metric];
  if (row.samples < VITALS_MIN_SAMPLES || value === null)
    return { figure: null, samples: row.samples };
  const rating = rate(metric, value);
  return { figure: FIGURES[metric](value), rating, label: RATING_LABELS[rating] };
}

/** The chart's pages: the most visited, at most this many, so the lines stay readable. */
export const CHART_PAGES = 5;
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 8, right: 8, top: 8, bottom: 8 };

export interface Chart {
  width: number;
  height: number;
  /** The y axis' top: the largest day's visits (at least 1). */
  max: number;
  /** The first and last day (YYYY-MM-DD) and every day between, in order. */
  days: string[];
  plot: { left: number; right: number; top: number; bottom: number };
  series: { page: string; total: number; visits: number[]; points: string }[];
}

const DAY_MS = 86_400_000;

/** The days from `from` on, YYYY-MM-DD, `count` of them. */
export function daysFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The visits-per-day lines of the most visited pages, as SVG polyline points. */
export function chartOf(report: TrafficReport): Chart {
  const days = daysFrom(report.from, report.days);
  const top = report.daily
    .map((d) => ({ page: d.page, visits: d.visits, total: d.visits.reduce((a, b) => a + b, 0) }))
    .filter((d) => d.total > 0)
    .sort((a, b) => b.total - a.total || a.page.localeCompare(b.page))
    .slice(0, CHART_PAGES);
  const max = Math.max(1, ...top.flatMap((d) => d.visits));
  const plot = {
    left: PAD.left,
    right: WIDTH - PAD.right,
    top: PAD.top,
    bottom: HEIGHT - PAD.bottom,
  };
  const step = days.length > 1 ? (plot.right - plot.left) / (days.length - 1) : 0;
  const y = (v: number) => plot.bottom - (v / max) * (plot.bottom - plot.top);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width: WIDTH,
    height: HEIGHT,
    max,
    days,
    plot,
    series: top.map((d) => ({
      ...d,
      points: d.visits.map((v, i) => `${round(plot.left + i * step)},${round(y(v))}`).join(" "),
    })),
  };
}

export const CSV_TABLES = [
  "pages",
  "campaigns",
  "referrers",
  "vitals",
  "dropped",
  "daily",
] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

export const isCsvTable = (name: string | null): name is CsvTable =>
  (CSV_TABLES as readonly (string | null)[]).includes(name);

/** One CSV cell, escaped as the lead export does: control characters out, a leading = + - @
 * made text (formula injection), quoted where a spreadsheet might split it. */
export function csvCell(value: string | number | null): string {
  const text = neutraliseCell(csvText(value === null ? "" : String(value)));
  return /[",;\t|\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csv = (rows: (string | number | null)[][]) =>
  rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");

const COUNT_HEADERS = ["visits", "pageViews", "visitors", "leads", "held", "spam", "conversion"];
const counts = (c: TrafficCounts) => [
  c.visits,
  c.pageViews,
  c.visitors,
  c.leads,
  c.held,
  c.spam,
  c.conversion === null ? null : Number(c.conversion.toFixed(4)),
];

/** A count table: its name columns, then the counts. */
const countsCsv = <R extends TrafficCounts>(
  names: string[],
  rows: R[],
  nameOf: (r: R) => string[],
) => csv([[...names, ...COUNT_HEADERS], ...rows.map((r) => [...nameOf(r), ...counts(r)])]);

/** One table of the report as CSV (RFC 4180, CRLF), a header row first. */
export function trafficCsv(report: TrafficReport, table: CsvTable): string {
  switch (table) {
    case "pages":
      return countsCsv(["landingPage"], report.pages, (p) => [p.landingPage]);
    case "campaigns":
      return countsCsv(["source", "medium", "campaign"], report.campaigns, (c) => [
        c.source,
        c.medium,
        c.campaign,
      ]);
    case "referrers":
      return countsCsv(["referrer"], report.referrers, (r) => [r.referrer]);
    case "vitals":
      return csv([
        ["page", "device", "samples", "lcpP75Ms", "inpP75Ms", "clsP75"],
        ...report.vitals.map((v) => [v.page, v.device, v.samples, v.lcpP75, v.inpP75, v.clsP75]),
      ]);
    case "dropped":
      return csv([["reason", "count"], ...allDropped(report).map((d) => [d.reason, d.count])]);
    case "daily": {
      const days = daysFrom(report.from, report.days);
      return csv([["page", ...days], ...report.daily.map((d) => [d.page, ...d.visits])]);
    }
  }
}
