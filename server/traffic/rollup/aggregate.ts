/** The counts the roll-up and the report's unrolled days take from a day's raw events, so a day
 * reads the same before and after its roll-up (decision 0040): read in chunks until a deadline,
 * with at most MAX_DAY_KEYS pages and sources in memory. */
import type { Q } from "../traffic-db";
import { HISTOGRAM_METRICS, addTo, bucketOf, type Histogram, type VitalsMetric } from "./histogram";
import type { Device } from "../report/traffic-types";

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
export interface EventCounts {
  pages: PageDay[];
  visits: VisitDay[];
  vitals: VitalsDay[];
  /** False when the deadline came before the last event was read. */
  complete: boolean;
}

/** Rows per read: a few milliseconds of work, so the event loop is never held long. */
export const SCAN_CHUNK = 250;
/** Distinct pages, and apart distinct visit sources, one day's counts hold in memory; past it a
 * new page counts as "(other)", a new source as its landing page's "(other)" (then the page's). */
export const MAX_DAY_KEYS = 20_000;
const OTHER_KEY = "(other)";
const n = (v: unknown) => Number(v ?? 0);
const s = (v: unknown) => String(v ?? "");
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

// Keyset order (visitor, id) keeps each visitor's events together, so distinct visitors are
// counted with one visitor's keys in memory; the index traffic_events_visitor serves it.
const CHUNK_SQL = `SELECT id, visitor, kind, path, landing, referrer, utm_source, utm_medium,
  utm_campaign, device, lcp, inp, cls FROM traffic_events
  WHERE day = ? AND (visitor, id) > (?, ?) ORDER BY visitor, id LIMIT ?`;

/** One day's counts from its raw events; stops early (complete: false) once `deadline`
 * (a performance.now() time) has passed. */
export async function eventCounts(
  q: Q,
  day: string,
  opts: { deadline?: number; chunk?: number; maxKeys?: number } = {},
): Promise<EventCounts> {
  const chunk = opts.chunk ?? SCAN_CHUNK;
  const maxKeys = opts.maxKeys ?? MAX_DAY_KEYS;
  /** A path as the counts take it: itself while there is room, else "(other)". */
  const pageKey = (path: string) => (pages.has(path) || pages.size < maxKeys ? path : OTHER_KEY);
  const pages = new Map<string, PageDay>();
  const visits = new Map<string, VisitDay>();
  const vitals = new Map<string, VitalsDay>();
  let visitor = "";
  const seenPages = new Set<PageDay>();
  const seenVisits = new Set<VisitDay>();
  const endVisitor = () => {
    for (const p of seenPages) p.visitors++;
    for (const v of seenVisits) v.visitors++;
    seenPages.clear();
    seenVisits.clear();
  };
  let after: [string, number] = ["", -1];
  let complete = true;
  for (;;) {
    const rows = await q.all(CHUNK_SQL, [day, ...after, chunk]);
    for (const r of rows) {
      if (s(r.visitor) !== visitor) {
        endVisitor();
        visitor = s(r.visitor);
      }
      const kind = s(r.kind);
      const path = pageKey(s(r.path));
      if (kind === "vitals") {
        for (const metric of HISTOGRAM_METRICS) {
          const value = r[metric];
          if (value === null || value === undefined) continue;
          const key = `${path} ${s(r.device)} ${metric}`;
          let cell = vitals.get(key);
          if (!cell) {
            cell = { day, page: path, device: s(r.device) as Device, metric, histogram: new Map() };
            vitals.set(key, cell);
          }
          addTo(cell.histogram, bucketOf(metric, Number(value)));
        }
        continue;
      }
      let page = pages.get(path);
      if (!page) pages.set(path, (page = { day, page: path, pageviews: 0, visitors: 0 }));
      page.pageviews++;
      seenPages.add(page);
      if (kind !== "visit") continue;
      let parts = [r.landing, r.referrer, r.utm_source, r.utm_medium, r.utm_campaign].map(s);
      if (!visits.has(JSON.stringify(parts)) && visits.size >= maxKeys) {
        parts = [parts[0]!, OTHER_KEY, OTHER_KEY, OTHER_KEY, OTHER_KEY];
        if (!visits.has(JSON.stringify(parts))) parts = Array(5).fill(OTHER_KEY);
      }
      const key = JSON.stringify(parts);
      let v = visits.get(key);
      if (!v) {
        const [landing = "", referrer = "", source = "", medium = "", campaign = ""] = parts;
        v = { day, landing, referrer, source, medium, campaign, visits: 0, visitors: 0 };
        visits.set(key, v);
      }
      v.visits++;
      seenVisits.add(v);
    }
    const last = rows.at(-1);
    if (last) after = [s(last.visitor), n(last.id)];
    if (rows.length < chunk) break;
    if (opts.deadline !== undefined && performance.now() > opts.deadline) {
      complete = false;
      break;
    }
    await yieldToLoop();
  }
  endVisitor();
  return {
    pages: [...pages.values()],
    visits: [...visits.values()],
    vitals: [...vitals.values()],
    complete,
  };
}
