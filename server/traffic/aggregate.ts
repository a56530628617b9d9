/** The counts the roll-up and the report's unrolled days both take from raw events, so a day
 * reads the same before and after its roll-up: visits by the visit's landing page and source,
 * page views by path (decision 0040). */
import type { Q } from "./db";
import { HISTOGRAM_METRICS, addTo, bucketOf, type Histogram, type VitalsMetric } from "./histogram";
import type { Device } from "./types";

export interface PageDay {
  day: string;
  page: string;
  pageviews: number;
  visitors: number;
}
export interface VisitDay {
  day: string;
  landing: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  visitors: number;
}
/** Histograms per day, page, device and metric. */
export interface VitalsDay {
  day: string;
  page: string;
  device: Device;
  metric: VitalsMetric;
  histogram: Histogram;
}

const n = (v: unknown) => Number(v ?? 0);
/** One placeholder per day: the days asked for, and no others, are read. */
const marks = (days: readonly string[]) => days.map(() => "?").join(", ");
const s = (v: unknown) => String(v ?? "");

export async function pagesFromEvents(q: Q, days: readonly string[]): Promise<PageDay[]> {
  const rows = await q.all(
    `SELECT day, path, COUNT(*) AS pageviews, COUNT(DISTINCT visitor) AS visitors FROM traffic_events
     WHERE day IN (${marks(days)}) AND kind IN ('visit', 'pageview') GROUP BY day, path`,
    [...days],
  );
  return rows.map((r) => ({
    day: s(r.day),
    page: s(r.path),
    pageviews: n(r.pageviews),
    visitors: n(r.visitors),
  }));
}

const VISIT_KEYS = "day, landing, referrer, utm_source, utm_medium, utm_campaign";
const toVisitDay = (r: Record<string, unknown>): VisitDay => ({
  day: s(r.day),
  landing: s(r.landing),
  referrer: s(r.referrer),
  source: s(r.utm_source),
  medium: s(r.utm_medium),
  campaign: s(r.utm_campaign),
  visits: n(r.visits),
  visitors: n(r.visitors),
});

export async function visitsFromEvents(q: Q, days: readonly string[]): Promise<VisitDay[]> {
  const rows = await q.all(
    `SELECT ${VISIT_KEYS}, COUNT(*) AS visits, COUNT(DISTINCT visitor) AS visitors FROM traffic_events
     WHERE day IN (${marks(days)}) AND kind = 'visit' GROUP BY ${VISIT_KEYS}`,
    [...days],
  );
  return rows.map(toVisitDay);
}

export async function vitalsFromEvents(q: Q, days: readonly string[]): Promise<VitalsDay[]> {
  const rows = await q.all(
    `SELECT day, path, device, lcp, inp, cls FROM traffic_events
     WHERE day IN (${marks(days)}) AND kind = 'vitals'`,
    [...days],
  );
  const out = new Map<string, VitalsDay>();
  for (const r of rows) {
    for (const metric of HISTOGRAM_METRICS) {
      const value = r[metric];
      if (value === null || value === undefined) continue;
      const key = `${s(r.day)} ${s(r.path)} ${s(r.device)} ${metric}`;
      const entry = out.get(key) ?? {
        day: s(r.day),
        page: s(r.path),
        device: s(r.device) as Device,
        metric,
        histogram: new Map(),
      };
      addTo(entry.histogram, bucketOf(metric, Number(value)));
      out.set(key, entry);
    }
  }
  return [...out.values()];
}

/** The same three from the roll-up tables. */
export async function fromRollups(q: Q, from: string, to: string) {
  const pages = (
    await q.all(
      "SELECT day, page, pageviews, visitors FROM traffic_daily_pages WHERE day >= ? AND day <= ?",
      [from, to],
    )
  ).map((r) => ({
    day: s(r.day),
    page: s(r.page),
    pageviews: n(r.pageviews),
    visitors: n(r.visitors),
  }));
  const visits = (
    await q.all(
      `SELECT ${VISIT_KEYS}, visits, visitors FROM traffic_daily_visits WHERE day >= ? AND day <= ?`,
      [from, to],
    )
  ).map(toVisitDay);
  const vitals = new Map<string, VitalsDay>();
  for (const r of await q.all(
    "SELECT day, page, device, metric, bucket, count FROM traffic_daily_vitals WHERE day >= ? AND day <= ?",
    [from, to],
  )) {
    const key = `${s(r.day)} ${s(r.page)} ${s(r.device)} ${s(r.metric)}`;
    const entry = vitals.get(key) ?? {
      day: s(r.day),
      page: s(r.page),
      device: s(r.device) as Device,
      metric: s(r.metric) as VitalsMetric,
      histogram: new Map(),
    };
    addTo(entry.histogram, n(r.bucket), n(r.count));
    vitals.set(key, entry);
  }
  return { pages, visits, vitals: [...vitals.values()] };
}
