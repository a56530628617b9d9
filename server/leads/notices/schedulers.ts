/** The timers that queue reminder notices and the weekly report: each minute they ask the store,
 * which decides in a transaction (one row per lead and kind, one per week), so instances racing
 * queue each once. */
import { business } from "../../../content/business";
import type { NoticeChannel, NoticeStore, WeeklyReport } from "./types";
import { weeklyReportDue, type ReportWeek } from "./weekly-schedule";

/** How often an instance asks (the rules themselves are about hours and weeks). */
export const NOTICE_CHECK_MS = 60_000;

export interface Scheduler<T> {
  runOnce(): Promise<T>;
  start(): void;
  stop(): void;
}

function every<T>(
  run: () => Promise<T>,
  intervalMs: number,
  onError?: (error: unknown) => void,
): Scheduler<T> {
  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce: run,
    start() {
      if (timer) return;
      const tick = () => void run().catch((error: unknown) => onError?.(error));
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

interface Common {
  channels: readonly NoticeChannel[];
  intervalMs?: number;
  now?: () => number;
  /** Called when something was queued (the worker's kick). */
  onQueued?: () => void;
  onError?: (error: unknown) => void;
}

/** Queues the reminder and overdue notices that are due; resolves to how many. */
export function createReminderScheduler(
  opts: Common & { store: Pick<NoticeStore, "queueNotices"> },
): Scheduler<number> {
  const now = opts.now ?? Date.now;
  return every(
    async () => {
      if (opts.channels.length === 0) return 0;
      const queued = await opts.store.queueNotices(opts.channels, now());
      if (queued.length) opts.onQueued?.();
      return queued.length;
    },
    opts.intervalMs ?? NOTICE_CHECK_MS,
    opts.onError,
  );
}

/** Queues the weekly report once its Monday 08:00 has come (weeklyReportDue); resolves to its
 * id, or null when none was due or another instance queued it first. */
export function createWeeklyScheduler(
  opts: Common & {
    store: Pick<NoticeStore, "lastReportWeek" | "queueWeeklyReport">;
    /** Reads the report's figures (weekly-data.ts). */
    build: (week: ReportWeek, now: Date) => Promise<WeeklyReport>;
    timeZone?: string;
  },
): Scheduler<number | null> {
  const now = opts.now ?? Date.now;
  const timeZone = opts.timeZone ?? business.timeZone.id;
  return every(
    async () => {
      if (opts.channels.length === 0) return null;
      const at = now();
      const due = weeklyReportDue(at, timeZone, await opts.store.lastReportWeek());
      if (!due) return null;
      const report = await opts.build(due, new Date(at));
      const id = await opts.store.queueWeeklyReport(due.week, report, opts.channels, at);
      if (id !== null) opts.onQueued?.();
      return id;
    },
    opts.intervalMs ?? NOTICE_CHECK_MS,
    opts.onError,
  );
}
