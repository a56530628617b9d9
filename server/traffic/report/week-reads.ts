/** Bounded reads for the owner's weekly report (server/leads/notices/weekly-data.ts): a window's
 * visits and its LCP histograms per page and device, from the roll-ups where a day is rolled up
 * and the raw events where not (as the Traffic report reads them). */
import { daysBetween } from "../../../shared/zoned-date";
import type { Q } from "../traffic-db";
import { addTo, bucketOf, p75, type Histogram } from "../rollup/histogram";
import { VITALS_MIN_SAMPLES, type Device } from "./traffic-types";

/** Row caps: far above a small firm's week; a capped read is said in the report. */
export const WEEK_VITALS_ROLLUP_ROWS = 20_000;
export const WEEK_VITALS_EVENT_ROWS = 50_000;

const marks = (days: readonly string[]) => days.map(() => "?").join(", ");

/** The window's days split into those rolled up and the rest. */
async function splitDays(q: Q, from: string, to: string) {
  const window = daysBetween(from, to);
  const rolled = new Set(
    (
      await q.all(
        `SELECT day FROM traffic_rolled WHERE day >= ? AND day <= ? ORDER BY day LIMIT ${window.length}`,
        [from, to],
      )
    ).map((r) => String(r.day)),
  );
  return { rolled, raw: window.filter((d) => !rolled.has(d)) };
}

/** Visits from `from` to `to` (UTC days, both included). */
export async function visitsBetween(q: Q, from: string, to: string): Promise<number> {
  const { raw } = await splitDays(q, from, to);
  const [stored] = await q.all(
    "SELECT SUM(visits) AS n FROM traffic_daily_visits WHERE day >= ? AND day <= ?",
    [from, to],
  );
  let visits = Number(stored?.n ?? 0);
  if (raw.length) {
    const [fresh] = await q.all(
      `SELECT COUNT(*) AS n FROM traffic_events WHERE day IN (${marks(raw)}) AND kind = 'visit'`,
      raw,
    );
    visits += Number(fresh?.n ?? 0);
  }
  return visits;
}

export interface SlowPage {
  page: string;
  device: Device;
  lcpP75: number;
  samples: number;
}

/** The page and device with the highest p75 LCP among those with VITALS_MIN_SAMPLES or more. */
export async function slowestPage(
  q: Q,
  from: string,
  to: string,
): Promise<{ slowest: SlowPage | null; capped: boolean }> {
  const { raw } = await splitDays(q, from, to);
  const cells = new Map<string, { page: string; device: Device; h: Histogram }>();
  const cell = (page: string, device: Device) => {
    const key = `${device} ${page}`;
    return cells.get(key) ?? cells.set(key, { page, device, h: new Map() }).get(key)!;
  };
  const stored = await q.all(
    `SELECT page, device, bucket, SUM(count) AS count FROM traffic_daily_vitals
     WHERE day >= ? AND day <= ? AND metric = 'lcp'
     GROUP BY page, device, bucket ORDER BY page, device, bucket LIMIT ${WEEK_VITALS_ROLLUP_ROWS}`,
    [from, to],
  );
  for (const r of stored)
    addTo(cell(String(r.page), r.device as Device).h, Number(r.bucket), Number(r.count));
  const fresh = raw.length
    ? await q.all(
        `SELECT path, device, lcp FROM traffic_events
         WHERE day IN (${marks(raw)}) AND kind = 'vitals' AND lcp IS NOT NULL LIMIT ${WEEK_VITALS_EVENT_ROWS}`,
        raw,
      )
    : [];
  for (const r of fresh)
    addTo(cell(String(r.path), r.device as Device).h, bucketOf("lcp", Number(r.lcp)));
  let slowest: SlowPage | null = null;
  for (const { page, device, h } of cells.values()) {
    const lcpP75 = p75("lcp", h, VITALS_MIN_SAMPLES);
    if (lcpP75 === null) continue;
    const samples = [...h.values()].reduce((a, b) => a + b, 0);
    if (!slowest || lcpP75 > slowest.lcpP75) slowest = { page, device, lcpP75, samples };
  }
  const capped = stored.length >= WEEK_VITALS_ROLLUP_ROWS || fresh.length >= WEEK_VITALS_EVENT_ROWS;
  return { slowest, capped };
}
