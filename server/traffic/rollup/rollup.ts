/** The job (at start, then hourly): recompute the last two finished days (and older unrolled ones)
 * under an advisory lock, so instances leave the same rows, then delete what is past its keeping;
 * a run reads for at most ROLLUP_BUDGET_MS and holds a bounded count of keys (aggregate.ts). */
import type { LeadSources } from "../../leads/inbox/sources-report";
import { eventCounts } from "./aggregate";
import { DAY_MS, addDays, dayOf, monthsBefore } from "../../../shared/zoned-date";
import { foldDay } from "./fold-day";
import { tallyLeads } from "../report/report-leads";
import type { Q, Statement, TrafficDb } from "../traffic-db";
import type { SaltKeeper } from "../beacon/salt";

/** The advisory lock every instance takes while rolling up. */
export const ROLLUP_LOCK = 4_735_201_767;
export const ROLLUP_CHECK_MS = 3_600_000;
/** How long one run may read raw events; a day not read in full by then is left whole for the
 * next run (the flood test's capped day of 30,000 beacons takes well under a second). */
export const ROLLUP_BUDGET_MS = 60_000;

const ROLLUP_TABLES = [
  "traffic_daily_pages",
  "traffic_daily_visits",
  "traffic_daily_vitals",
  "traffic_rolled",
];

export interface Retention {
  eventsDays: number;
  rollupMonths: number;
}

/** The sources that had a lead on `day`: they keep their names whatever their visits. */
export interface LeadKeys {
  campaigns: Set<string>;
  referrers: Set<string>;
}
async function leadKeysOf(leads: LeadSources | undefined, day: string): Promise<LeadKeys> {
  if (!leads) return { campaigns: new Set(), referrers: new Set() };
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS - 1);
  const tally = tallyLeads((await leads.sourceCounts(start, end)).rows, end);
  return { campaigns: new Set(tally.campaign.keys()), referrers: new Set(tally.referrer.keys()) };
}

/** The statements that replace a day's roll-up (read from the raw events first, a chunk at a
 * time), its visits folded as foldDay says. */
export async function rollUpDay(
  q: Q,
  day: string,
  now: number,
  leads?: LeadSources,
  deadline?: number,
): Promise<Statement[] | null> {
  const out: Statement[] = ROLLUP_TABLES.map((table) => [
    `DELETE FROM ${table} WHERE day = ?`,
    [day],
  ]);
  const counts = await eventCounts(q, day, { deadline });
  // Past the deadline: nothing of the day is written, so no roll-up is ever partial.
  if (!counts.complete) return null;
  for (const p of counts.pages)
    out.push([
      "INSERT INTO traffic_daily_pages (day, page, pageviews, visitors) VALUES (?, ?, ?, ?)",
      [day, p.page, p.pageviews, p.visitors],
    ]);
  for (const v of foldDay(counts.visits, await leadKeysOf(leads, day)))
    out.push([
      `INSERT INTO traffic_daily_visits (day, landing, referrer, utm_source, utm_medium, utm_campaign, visits, visitors)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [day, v.landing, v.referrer, v.source, v.medium, v.campaign, v.visits, v.visitors],
    ]);
  for (const v of counts.vitals)
    for (const [bucket, count] of v.histogram)
      out.push([
        "INSERT INTO traffic_daily_vitals (day, page, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)",
        [day, v.page, v.device, v.metric, bucket, count],
      ]);
  out.push(["INSERT INTO traffic_rolled (day, rolled_at) VALUES (?, ?)", [day, now]]);
  return out;
}

/** The days to roll up: the last two finished ones, and any older one with events but no
 * roll-up. */
async function daysToRoll(q: Q, today: string, eventsFrom: string): Promise<string[]> {
  const days = new Set([addDays(today, -2), addDays(today, -1)]);
  const rows = await q.all(
    `SELECT DISTINCT day FROM traffic_events WHERE day >= ? AND day < ?
     AND day NOT IN (SELECT day FROM traffic_rolled)`,
    [eventsFrom, today],
  );
  for (const r of rows) days.add(String(r.day));
  return [...days].filter((d) => d >= eventsFrom).sort();
}

/** One run of the job at `now`: roll-ups, then the deletions. Resolves to what it did. */
export async function runTrafficJob(
  db: TrafficDb,
  salts: SaltKeeper,
  retention: Retention,
  now: number,
  leads?: LeadSources,
  budget: { ms: number; clock: () => number } = {
    ms: ROLLUP_BUDGET_MS,
    clock: () => performance.now(),
  },
) {
  const today = dayOf(now);
  const deadline = budget.clock() + budget.ms;
  const eventsFrom = addDays(today, -retention.eventsDays);
  const rollupsFrom = monthsBefore(today, retention.rollupMonths);
  const days = await daysToRoll(db, today, eventsFrom);
  const rolled: string[] = [];
  for (const day of days) {
    const statements = await rollUpDay(db, day, now, leads, deadline);
    if (!statements) break;
    await db.batch(statements, ROLLUP_LOCK);
    rolled.push(day);
  }
  const deferred = days.slice(rolled.length);
  const [events = 0, ...rollups] = await db.batch(
    [
      ["DELETE FROM traffic_events WHERE day < ?", [eventsFrom]],
      ...[...ROLLUP_TABLES, "traffic_drops"].map((table): Statement => [
        `DELETE FROM ${table} WHERE day < ?`,
        [rollupsFrom],
      ]),
    ],
    ROLLUP_LOCK,
  );
  const deleted = { events, rollups: rollups.reduce((a, b) => a + b, 0) };
  const prunedSalts = await salts.prune(today);
  return { rolled, deferred, ...deleted, salts: prunedSalts };
}

/** Runs the job at start and then every hour; errors are logged and the next run tries again. */
export function trafficJob(run: () => Promise<unknown>, log: { warn: (m: string) => void }) {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const once = () => {
    running ??= run()
      .catch((err: unknown) =>
        log.warn(
          `traffic: the daily roll-up failed (${err instanceof Error ? err.message : String(err)}); it runs again within the hour`,
        ),
      )
      .finally(() => (running = undefined));
    return running;
  };
  return {
    start() {
      timer ??= setInterval(once, ROLLUP_CHECK_MS).unref();
      first ??= setTimeout(once, 1000).unref();
    },
    /** Stops the timers; a run under way gets at most `deadlineMs` to finish. */
    async stop(deadlineMs = 5000) {
      clearInterval(timer);
      clearTimeout(first);
      timer = first = undefined;
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((r) => (deadline = setTimeout(r, deadlineMs)))]);
      clearTimeout(deadline);
    },
  };
}
