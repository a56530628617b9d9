/** The weekly report's figures, read with bounded queries: the week's and the week before's
 * visits and leads, the landing pages and campaigns that brought the most leads, the reply
 * figures, the overdue and held leads, and the slowest page. */
import { pageTitle } from "../../../content/page-titles";
import { campaignOf, type LeadSource } from "../../../shared/lead-source";
import type { Db } from "../../db";
import { slowestPage, visitsBetween } from "../../traffic/week-reads";
import type { ReportWeek } from "./weekly-schedule";
import { CAPPED_DAYS, cappedDay } from "../store/confirmation-caps";
import { OVERDUE_LISTED, type WeekFigure, type WeeklyReport } from "./notice-types";

/** What the report needs of the reply figures (server/leads/reply/reply-figures.ts). */
export interface ReplyFiguresLike {
  open: { id: string; form: string; receivedAt: string; dueAt: string; overdue: boolean }[];
  summary: WeeklyReport["reply"];
}

export interface WeeklySources {
  /** The lead store's tables (server/db.ts dbOf). */
  db: Db;
  /** The reply figures over `days` up to `now`. */
  replyFigures: (opts: { days: number; now: Date }) => Promise<ReplyFiguresLike>;
}

/** A week's leads read at most: far above a small firm's; a capped read is said in the report. */
export const WEEK_LEAD_ROWS = 5_000;
export const TOP = 5;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOf = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));

/** The leads that reached the owner (new or handled; released ones are new) in [from, to). */
async function leadSources(db: Db, fromMs: number, toMs: number) {
  const rows = await db.all(
    `SELECT source FROM leads WHERE received_at >= ? AND received_at < ?
     AND state IN ('new', 'handled') ORDER BY received_at LIMIT ${WEEK_LEAD_ROWS}`,
    [iso(fromMs), iso(toMs)],
  );
  return {
    sources: rows.map((r) => (r.source ? (JSON.parse(String(r.source)) as LeadSource) : null)),
    capped: rows.length >= WEEK_LEAD_ROWS,
  };
}

/** The five keys with the most leads this week, each with its count the week before. */
function top(
  thisWeek: (LeadSource | null)[],
  weekBefore: (LeadSource | null)[],
  keyOf: (s: LeadSource | null) => string | null | undefined,
): ({ key: string } & WeekFigure)[] {
  const counts = new Map<string, WeekFigure>();
  const add = (list: (LeadSource | null)[], field: keyof WeekFigure) => {
    for (const s of list) {
      const key = keyOf(s);
      if (!key) continue;
      const c = counts.get(key) ?? { thisWeek: 0, weekBefore: 0 };
      c[field]++;
      counts.set(key, c);
    }
  };
  add(thisWeek, "thisWeek");
  add(weekBefore, "weekBefore");
  return [...counts]
    .filter(([, c]) => c.thisWeek > 0)
    .sort(([a, x], [b, y]) => y.thisWeek - x.thisWeek || a.localeCompare(b))
    .slice(0, TOP)
    .map(([key, c]) => ({ key, ...c }));
}

const ratio = (leads: number, visits: number) => (visits ? leads / visits : null);

/** The report for `week`; the traffic tables' UTC days are read for the week's calendar dates. */
export async function buildWeeklyReport(
  sources: WeeklySources,
  week: ReportWeek,
  timeZone: string,
  now: Date,
): Promise<WeeklyReport> {
  const { db } = sources;
  const [mine, before] = [
    await leadSources(db, week.fromMs, week.toMs),
    await leadSources(db, week.before.fromMs, week.before.toMs),
  ];
  const visits = {
    thisWeek: await visitsBetween(db, week.from, week.to),
    weekBefore: await visitsBetween(db, week.before.from, week.before.to),
  };
  const leads = { thisWeek: mine.sources.length, weekBefore: before.sources.length };
  const figures = await sources.replyFigures({ days: 7, now });
  const overdue = figures.open
    .filter((o) => o.overdue)
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  const [held] = await db.all(
    "SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM leads WHERE state = 'held'",
  );
  const speed = await slowestPage(db, week.from, week.to);
  const capped = await db.all(CAPPED_DAYS, [week.fromMs, week.toMs]);
  return {
    week: week.week,
    from: week.from,
    to: week.to,
    timeZone,
    generatedAt: now.toISOString(),
    visits,
    leads,
    conversion: {
      thisWeek: ratio(leads.thisWeek, visits.thisWeek),
      weekBefore: ratio(leads.weekBefore, visits.weekBefore),
    },
    // Named by their titles when they are the site's pages, as the owner last titled them.
    landingPages: top(mine.sources, before.sources, (s) => s?.landing).map((x) => ({
      ...x,
      title: pageTitle(x.key),
    })),
    campaigns: top(mine.sources, before.sources, campaignOf),
    reply: {
      answered: figures.summary.answered,
      withinPromise: figures.summary.withinPromise,
      medianMinutes: figures.summary.medianMinutes,
      p90Minutes: figures.summary.p90Minutes,
      overdueNow: figures.summary.overdueNow,
    },
    overdue: overdue
      .slice(0, OVERDUE_LISTED)
      .map(({ id, form, receivedAt, dueAt }) => ({ id, form, receivedAt, dueAt })),
    held: { waiting: Number(held?.n ?? 0), oldestAt: isoOf(held?.oldest) },
    slowestPage: speed.slowest && { ...speed.slowest, title: pageTitle(speed.slowest.page) },
    capped: mine.capped || before.capped || speed.capped,
    confirmationsCapped: capped.map((r) => cappedDay(String(r.bucket))),
  };
}
