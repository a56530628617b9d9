/** What the reminder notices and the weekly report keep in the store, and the report's figures. */
import type { NoticeKind } from "./reminders";

/** The owner's channels these go by (as the lead notice; never the visitor's confirmation). */
export type NoticeChannel = "email" | "webhook";

/** Compared figures: the week reported and the one before it. */
export interface WeekFigure {
  thisWeek: number;
  weekBefore: number;
}

export interface WeeklyReport {
  /** The Monday it is for, and the Monday-to-Sunday it covers (business dates). */
  week: string;
  from: string;
  to: string;
  timeZone: string;
  /** When the figures were read (ISO). */
  generatedAt: string;
  visits: WeekFigure;
  leads: WeekFigure;
  /** Leads per visit, or null without visits. */
  conversion: { thisWeek: number | null; weekBefore: number | null };
  /** The five that brought the most leads this week ("(none)" for leads without one). */
  /** `title`: the page's title when `key` is one of the site's pages (content/page-titles.ts). */
  landingPages: ({ key: string; title?: string } & WeekFigure)[];
  campaigns: ({ key: string } & WeekFigure)[];
  /** Reply figures over the week's seven days (responseFigures). */
  reply: {
    answered: number;
    withinPromise: number;
    medianMinutes: number | null;
    p90Minutes: number | null;
    overdueNow: number;
  };
  /** Leads overdue now, most overdue first (at most OVERDUE_LISTED). */
  overdue: { id: string; form: string; receivedAt: string; dueAt: string }[];
  held: { waiting: number; oldestAt: string | null };
  /** The page and device with the slowest p75 LCP among those with enough samples. */
  slowestPage: {
    page: string;
    title?: string;
    device: string;
    lcpP75: number;
    samples: number;
  } | null;
  /** Some figures were read from a capped number of rows. */
  capped: boolean;
  /** UTC days (YYYY-MM-DD) of the week on which the site's daily cap stopped visitors'
   * confirmations; absent in reports made before the cap. */
  confirmationsCapped?: string[];
}

export const OVERDUE_LISTED = 10;

export interface QueuedNotice {
  leadId: string;
  kind: NoticeKind;
}

export interface NoticeStore {
  /** Queues each due notice (noticeDue) of up to `limit` open leads, soonest due first: in one
   * transaction per notice, its lead_notices row (once ever per lead and kind) and one outbox row
   * per channel, after checking the lead is still new and unanswered. */
  queueNotices(
    channels: readonly NoticeChannel[],
    now: number,
    limit?: number,
  ): Promise<QueuedNotice[]>;
  /** The newest week a scheduled report was queued for ("YYYY-MM-DD"), or null. */
  lastReportWeek(): Promise<string | null>;
  /** Queues a report with one outbox row per channel; for a week already queued (another
   * instance was first) nothing, and null. `week` null: sent by hand, never in the way. */
  queueWeeklyReport(
    week: string | null,
    report: WeeklyReport,
    channels: readonly NoticeChannel[],
    now: number,
  ): Promise<number | null>;
  weeklyReport(id: number): Promise<WeeklyReport | undefined>;
}

/** Soonest due first; enough for any owner's open leads in one pass, the rest the next minute. */
export const NOTICE_BATCH = 500;
