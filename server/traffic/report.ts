/** The Traffic report of the last N UTC days, today included: roll-ups for rolled days, raw
 * events for the rest (so today is current), and the window's leads by their stored source.
 * Every page of the site is listed, zeros included. */
import { sitePages } from "../../content/site-map";
import { campaignKey, tallyLeads, type LeadTally } from "./report-leads";
import {
  fromRollups,
  pagesFromEvents,
  visitsFromEvents,
  vitalsFromEvents,
  type VitalsDay,
} from "./aggregate";
import { addDays, dayOf, daysBetween } from "./days";
import type { TrafficDb } from "./db";
import { HISTOGRAM_METRICS, addTo, p75, type Histogram, type VitalsMetric } from "./histogram";
import type { LeadSources } from "../leads/inbox/sources";
import {
  VITALS_MIN_SAMPLES,
  type DropReason,
  type TrafficCounts,
  type TrafficReader,
  type TrafficReport,
  type VitalsRow,
} from "./types";

export const DROP_REASONS: DropReason[] = [
  "bot-agent",
  "webdriver",
  "no-page-start",
  "blocked-ip",
  "unknown-page",
];

/** Every prerendered page of the site. */
export const SITE_PATHS = sitePages.map((p) => p.path);

type Counts = Omit<TrafficCounts, "conversion">;
const zero = (): Counts => ({ visits: 0, pageViews: 0, visitors: 0, leads: 0, held: 0, spam: 0 });
const withConversion = (c: Counts): TrafficCounts => ({
  ...c,
  conversion: c.visits ? c.leads / c.visits : null,
});
const addLeads = (c: Counts, t: LeadTally | undefined) => {
  if (!t) return;
  c.leads += t.leads;
  c.held += t.held;
  c.spam += t.spam;
};
const byVisitsThenName =
  <T extends TrafficCounts>(key: (r: T) => string) =>
  (a: T, b: T) =>
    b.visits - a.visits || b.leads - a.leads || key(a).localeCompare(key(b));

export interface ReportSources {
  db: TrafficDb;
  leads: LeadSources;
  sitePaths?: readonly string[];
}

export async function buildReport(
  { db, leads, sitePaths = SITE_PATHS }: ReportSources,
  days: number,
  now: Date,
): Promise<TrafficReport> {
  const to = dayOf(now.getTime());
  const from = addDays(to, -(days - 1));
  const window = daysBetween(from, to);
  const rolled = new Set(
    (await db.all("SELECT day FROM traffic_rolled WHERE day >= ? AND day <= ?", [from, to])).map(
      (r) => String(r.day),
    ),
  );
  const stored = await fromRollups(db, from, to);
  // Today, and any day not rolled up yet, from the raw events (today is never rolled up).
  const raw = window.filter((d) => !rolled.has(d));
  const pageDays = [...stored.pages, ...(await pagesFromEvents(db, raw))];
  const visitDays = [...stored.visits, ...(await visitsFromEvents(db, raw))];
  const vitalDays = [...stored.vitals, ...(await vitalsFromEvents(db, raw))];

  const tally = tallyLeads(await leads.sourceRows(new Date(`${from}T00:00:00Z`)), now);

  const pages = new Map<string, Counts>(sitePaths.map((p) => [p, zero()]));
  const page = (p: string) => pages.get(p) ?? pages.set(p, zero()).get(p)!;
  const campaigns = new Map<string, Counts>();
  const referrers = new Map<string, Counts>();
  const row = (m: Map<string, Counts>, k: string) => m.get(k) ?? m.set(k, zero()).get(k)!;
  const daily = new Map<string, number[]>();
  const dayIndex = new Map(window.map((d, i) => [d, i]));

  for (const p of pageDays) {
    const c = page(p.page);
    c.pageViews += p.pageviews;
    c.visitors += p.visitors;
  }
  for (const v of visitDays) {
    page(v.landing).visits += v.visits;
    const camp = row(campaigns, campaignKey(v.source, v.medium, v.campaign));
    camp.visits += v.visits;
    camp.visitors += v.visitors;
    const ref = row(referrers, v.referrer);
    ref.visits += v.visits;
    ref.visitors += v.visitors;
    const series = daily.get(v.landing) ?? new Array<number>(window.length).fill(0);
    series[dayIndex.get(v.day)!]! += v.visits;
    daily.set(v.landing, series);
  }
  for (const [landing, t] of tally.landing) addLeads(page(landing), t);
  for (const [key, t] of tally.campaign) addLeads(row(campaigns, key), t);
  for (const [key, t] of tally.referrer) addLeads(row(referrers, key), t);

  const pageRows = [...pages].map(([landingPage, c]) => ({ landingPage, ...withConversion(c) }));
  const dropRows = await db.all(
    "SELECT reason, SUM(count) AS count FROM traffic_drops WHERE day >= ? AND day <= ? GROUP BY reason",
    [from, to],
  );
  const dropped = new Map(dropRows.map((r) => [String(r.reason), Number(r.count)]));
  return {
    days,
    from,
    to,
    pages: pageRows,
    campaigns: [...campaigns]
      .map(([key, c]) => {
        const [source = "", medium = "", campaign = ""] = JSON.parse(key) as string[];
        return { source, medium, campaign, ...withConversion(c) };
      })
      .sort(byVisitsThenName((r) => `${r.source} ${r.medium} ${r.campaign}`)),
    referrers: [...referrers]
      .map(([referrer, c]) => ({ referrer, ...withConversion(c) }))
      .sort(byVisitsThenName((r) => r.referrer)),
    vitals: vitalsRows(vitalDays),
    dropped: DROP_REASONS.map((reason) => ({ reason, count: dropped.get(reason) ?? 0 })),
    daily: pageRows.map((p) => ({
      page: p.landingPage,
      visits: daily.get(p.landingPage) ?? new Array<number>(window.length).fill(0),
    })),
  };
}

/** p75 per page and device over the window. `samples` is the most figures any one metric has
 * (LCP, usually); each p75 needs VITALS_MIN_SAMPLES of its own. */
function vitalsRows(days: VitalsDay[]): VitalsRow[] {
  const cells = new Map<
    string,
    { page: string; device: VitalsRow["device"]; h: Record<VitalsMetric, Histogram> }
  >();
  for (const d of days) {
    const key = `${d.page} ${d.device}`;
    const cell = cells.get(key) ?? {
      page: d.page,
      device: d.device,
      h: { lcp: new Map(), inp: new Map(), cls: new Map() },
    };
    for (const [bucket, count] of d.histogram) addTo(cell.h[d.metric], bucket, count);
    cells.set(key, cell);
  }
  const total = (h: Histogram) => [...h.values()].reduce((a, b) => a + b, 0);
  return [...cells.values()]
    .map(({ page, device, h }) => ({
      page,
      device,
      samples: Math.max(...HISTOGRAM_METRICS.map((m) => total(h[m]))),
      lcpP75: p75("lcp", h.lcp, VITALS_MIN_SAMPLES),
      inpP75: p75("inp", h.inp, VITALS_MIN_SAMPLES),
      clsP75: p75("cls", h.cls, VITALS_MIN_SAMPLES),
    }))
    .sort((a, b) => a.page.localeCompare(b.page) || a.device.localeCompare(b.device));
}

/** The reader the inbox and the CLI get. */
export function trafficReader(sources: ReportSources): TrafficReader {
  return { report: (days, now = new Date()) => buildReport(sources, days, now) };
}
