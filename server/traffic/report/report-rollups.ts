/** The report's reads of the daily roll-ups: summed in SQL over the window, each with a LIMIT,
 * so the rows read stay bounded however many campaigns or referrers were ever posted. */
import type { Q } from "../traffic-db";
import { addTo, type Histogram, type VitalsMetric } from "../rollup/histogram";
import type { Device } from "./traffic-types";

/** Campaigns, and apart referring sites, a report lists by name; the rest are "(other)". */
export const REPORT_ROWS = 25;
/** More pages than the site has: a bound on the rows of the page tables, never reached. */
export const MAX_PAGES = 1000;

const n = (v: unknown) => Number(v ?? 0);
const s = (v: unknown) => String(v ?? "");

export interface SourceSum {
  key: string[];
  visits: number;
  visitors: number;
}

export async function rollupSums(q: Q, from: string, to: string, days: number) {
  const range = "WHERE day >= ? AND day <= ?";
  const args = [from, to];
  const pages = (
    await q.all(
      `SELECT page, SUM(pageviews) AS pageviews, SUM(visitors) AS visitors
       FROM traffic_daily_pages ${range} GROUP BY page ORDER BY SUM(pageviews) DESC, page LIMIT ?`,
      [...args, MAX_PAGES],
    )
  ).map((r) => ({ page: s(r.page), pageviews: n(r.pageviews), visitors: n(r.visitors) }));
  const landings = (
    await q.all(
      `SELECT day, landing, SUM(visits) AS visits FROM traffic_daily_visits ${range}
       GROUP BY day, landing ORDER BY day, landing LIMIT ?`,
      [...args, days * MAX_PAGES],
    )
  ).map((r) => ({ day: s(r.day), landing: s(r.landing), visits: n(r.visits) }));
  const top = async (columns: string[]): Promise<SourceSum[]> =>
    (
      await q.all(
        `SELECT ${columns.join(", ")}, SUM(visits) AS visits, SUM(visitors) AS visitors
         FROM traffic_daily_visits ${range} GROUP BY ${columns.join(", ")}
         ORDER BY SUM(visits) DESC, SUM(visitors) DESC, ${columns.join(", ")} LIMIT ?`,
        [...args, REPORT_ROWS],
      )
    ).map((r) => ({
      key: columns.map((c) => s(r[c])),
      visits: n(r.visits),
      visitors: n(r.visitors),
    }));
  const [total] = await q.all(
    `SELECT SUM(visits) AS visits, SUM(visitors) AS visitors FROM traffic_daily_visits ${range}`,
    args,
  );
  const vitals = new Map<
    string,
    { page: string; device: Device; metric: VitalsMetric; histogram: Histogram }
  >();
  // Buckets are bounded by the clamped figures (VITALS_MAX): a few hundred per page and metric.
  for (const r of await q.all(
    `SELECT page, device, metric, bucket, SUM(count) AS count FROM traffic_daily_vitals ${range}
     GROUP BY page, device, metric, bucket LIMIT ?`,
    [...args, MAX_PAGES * 2 * 3 * 600],
  )) {
    const key = `${s(r.page)} ${s(r.device)} ${s(r.metric)}`;
    let cell = vitals.get(key);
    if (!cell) {
      const [page, device, metric] = [s(r.page), s(r.device) as Device, s(r.metric)];
      cell = { page, device, metric: metric as VitalsMetric, histogram: new Map() };
      vitals.set(key, cell);
    }
    addTo(cell.histogram, n(r.bucket), n(r.count));
  }
  return {
    pages,
    landings,
    campaigns: await top(["utm_source", "utm_medium", "utm_campaign"]),
    referrers: await top(["referrer"]),
    total: { visits: n(total?.visits), visitors: n(total?.visitors) },
    vitals: [...vitals.values()],
  };
}
