/** The Traffic report of the last N UTC days, today included: roll-ups for rolled days, raw
 * events for the rest (so today is current), and the window's leads by their stored source.
 * Every page of the site is listed, zeros included; campaigns and referrers are bounded. */
import { sitePages } from "../../content/site-map";
import { campaignKey, tallyLeads, type LeadTally } from "./report-leads";
import { eventCounts, type VitalsDay } from "./aggregate";
import { OTHER } from "./fold";
import { REPORT_ROWS, rollupSums, type SourceSum } from "./report-rollups";
import { addDays, dayOf, daysBetween } from "./days";
import type { TrafficDb } from "./traffic-db";
import { HISTOGRAM_METRICS, addTo, p75, type Histogram, type VitalsMetric } from "./histogram";
import type { LeadSources } from "../leads/inbox/sources-report";
import {
  VITALS_MIN_SAMPLES,
  type DropReason,
  type TrafficCounts,
  type TrafficReader,
  type TrafficReport,
  type VitalsRow,
} from "./traffic-types";

export const DROP_REASONS: DropReason[] = [
  "bot-agent",
  "webdriver",
  "no-page-start",
  "blocked-ip",
  "unknown-page",
];

/** Every prerendered page of the site, as the version served has them (landing pages follow the
 * owner's edits). */
export const currentSitePaths = () => sitePages.map((p) => p.path);

type Counts = Omit<TrafficCounts, "conversion">;
const zero = (): Counts => ({ visits: 0, pageViews: 0, visitors: 0, leads: 0, held: 0, spam: 0 });
const withConversion = (c: Counts): TrafficCounts => ({
  ...c,
  conversion: c.visits ? c.leads / c.visits : null,
});
const OTHER_CAMPAIGN = campaignKey(OTHER, OTHER, OTHER);
const addCounts = (into: Counts, c: Counts) => {
  for (const k of Object.keys(into) as (keyof Counts)[]) into[k] += c[k];
};
const addLeads = (c: Counts, t: LeadTally | undefined) => {
  if (!t) return;
  c.leads += t.leads;
  c.held += t.held;
  c.spam += t.spam;
};

export interface ReportSources {
  db: TrafficDb;
  leads: LeadSources;
  sitePaths?: readonly string[];
  rawReadMs?: number;
}

/** How long a report may read the raw events of days not rolled up yet (today, mostly); past it
 * the report answers with what it has read and says so (`complete: false`). */
export const RAW_READ_MS = 250;

/** Rows by name, most visits first, at most REPORT_ROWS of them; the rest, and rows already
 * folded, are one "(other)" row, listed last. */
function listed(rows: Map<string, Counts>, other: string): { key: string; c: Counts }[] {
  const named = [...rows]
    .filter(([key]) => key !== other)
    .map(([key, c]) => ({ key, c }))
    .sort((a, b) => b.c.visits - a.c.visits || b.c.leads - a.c.leads || a.key.localeCompare(b.key));
  const rest = rows.get(other) ?? zero();
  for (const { c } of named.slice(REPORT_ROWS)) addCounts(rest, c);
  const out = named.slice(0, REPORT_ROWS);
  if (Object.values(rest).some((v) => v > 0)) out.push({ key: other, c: rest });
  return out;
}

export async function buildReport(
  { db, leads, sitePaths = currentSitePaths(), rawReadMs = RAW_READ_MS }: ReportSources,
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
  const stored = await rollupSums(db, from, to, days);
  // Summed in SQL, at most SOURCE_GROUPS groups (sources-report.ts).
  const tally = tallyLeads(
    (await leads.sourceCounts(new Date(`${from}T00:00:00Z`), now)).rows,
    now,
  );

  const pages = new Map<string, Counts>(sitePaths.map((p) => [p, zero()]));
  const row = (m: Map<string, Counts>, k: string) => m.get(k) ?? m.set(k, zero()).get(k)!;
  const campaigns = new Map<string, Counts>();
  const referrers = new Map<string, Counts>();
  const daily = new Map<string, number[]>();
  const dayIndex = new Map(window.map((d, i) => [d, i]));
  /** Page views and visitors per page, from the roll-ups or a raw day. */
  const addPages = (list: readonly { page: string; pageviews: number; visitors: number }[]) => {
    for (const p of list) {
      const c = row(pages, p.page);
      c.pageViews += p.pageviews;
      c.visitors += p.visitors;
    }
  };
  /** A landing page's visits on a day: its total and its daily series. */
  const addLanding = (landing: string, day: string, visits: number) => {
    row(pages, landing).visits += visits;
    const series = daily.get(landing) ?? new Array<number>(window.length).fill(0);
    series[dayIndex.get(day)!]! += visits;
    daily.set(landing, series);
  };
  const addSource = (into: Counts, visits: number, visitors: number) => {
    into.visits += visits;
    into.visitors += visitors;
  };

  addPages(stored.pages);
  for (const l of stored.landings) addLanding(l.landing, l.day, l.visits);
  // The roll-ups' campaigns and referrers past the top REPORT_ROWS are counted as "(other)".
  const restOf = (sums: SourceSum[], into: Counts) => {
    const shown = sums.reduce((a, r) => [a[0]! + r.visits, a[1]! + r.visitors], [0, 0]);
    addSource(into, stored.total.visits - shown[0]!, stored.total.visitors - shown[1]!);
  };
  for (const r of stored.campaigns)
    addSource(
      row(campaigns, campaignKey(...(r.key as [string, string, string]))),
      r.visits,
      r.visitors,
    );
  restOf(stored.campaigns, row(campaigns, OTHER_CAMPAIGN));
  for (const r of stored.referrers) addSource(row(referrers, r.key[0]!), r.visits, r.visitors);
  restOf(stored.referrers, row(referrers, OTHER));

  // Today, and any day not rolled up yet, from the raw events, newest first, within RAW_READ_MS.
  // Days before the oldest raw event are skipped unread: a window may span a year of them.
  const [oldest] = await db.all(
    "SELECT MIN(day) AS day FROM traffic_events WHERE day >= ? AND day <= ?",
    [from, to],
  );
  const firstRaw = oldest?.day ? String(oldest.day) : "9999";
  const rawDays = window.filter((d) => !rolled.has(d) && d >= firstRaw).reverse();
  const deadline = performance.now() + rawReadMs;
  let complete = true;
  const vitalDays: Omit<VitalsDay, "day">[] = [...stored.vitals];
  for (const day of rawDays) {
    if (performance.now() > deadline) {
      complete = false;
      break;
    }
    const raw = await eventCounts(db, day, { deadline });
    complete &&= raw.complete;
    addPages(raw.pages);
    for (const v of raw.visits) {
      addLanding(v.landing, v.day, v.visits);
      addSource(row(campaigns, campaignKey(v.source, v.medium, v.campaign)), v.visits, v.visitors);
      addSource(row(referrers, v.referrer), v.visits, v.visitors);
    }
    vitalDays.push(...raw.vitals);
  }
  for (const [landing, t] of tally.landing) addLeads(row(pages, landing), t);
  for (const [key, t] of tally.campaign) addLeads(row(campaigns, key), t);
  for (const [key, t] of tally.referrer) addLeads(row(referrers, key), t);

  const pageRows = [...pages].map(([landingPage, c]) => ({ landingPage, ...withConversion(c) }));
  const dropRows = await db.all(
    "SELECT reason, SUM(count) AS count FROM traffic_drops WHERE day >= ? AND day <= ? GROUP BY reason",
    [from, to],
  );
  const dropped = new Map(dropRows.map((r) => [String(r.reason), Number(r.count)]));
  const campaignRows = listed(campaigns, OTHER_CAMPAIGN).map(({ key, c }) => {
    const [source = "", medium = "", campaign = ""] = JSON.parse(key) as string[];
    return { source, medium, campaign, ...withConversion(c) };
  });
  const referrerRows = listed(referrers, OTHER).map(({ key, c }) => ({
    referrer: key,
    ...withConversion(c),
  }));
  const foldedOf = (c: Counts | undefined) => ({ visits: c?.visits ?? 0, leads: c?.leads ?? 0 });
  return {
    days,
    from,
    to,
    complete,
    pages: pageRows,
    campaigns: campaignRows,
    referrers: referrerRows,
    folded: {
      campaigns: foldedOf(campaignRows.find((r) => r.campaign === OTHER)),
      referrers: foldedOf(referrerRows.find((r) => r.referrer === OTHER)),
    },
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
function vitalsRows(days: Omit<VitalsDay, "day">[]): VitalsRow[] {
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
