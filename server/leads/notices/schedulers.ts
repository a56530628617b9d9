/** The timers that queue reminder notices and the weekly report: each minute they ask the store,
 * which decides in a transaction (one row per lead and kind, one per week), so instances racing
 * queue each once. */
import { business } from "../../../content/business";
import type { ScreeningStore } from "../store/store-contract";
import type { NoticeChannel, NoticeStore, WeeklyReport } from "./notice-types";
import { latestReportWeek, weeklyReportDue, type ReportWeek } from "./weekly-schedule";

/** The shared setting holding the week reports start after: the latest one when the first
 * instance first ran with them on, so a new install waits for the next Monday, not sending a
 * report at once. */
export const REPORTS_SINCE_SETTING = "weekly-reports-since";

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

/** Queues the weekly report once its Monday 08:00 has come (weeklyReportDue) for a week after
 * the last one queued (or, before the first, after REPORTS_SINCE_SETTING); resolves to its id,
 * or null when none was due or another instance queued it first. */
export function createWeeklyScheduler(
  opts: Common & {
    store: Pick<NoticeStore, "lastReportWeek" | "queueWeeklyReport"> &
      Pick<ScreeningStore, "sharedSetting">;
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
      const last =
        (await opts.store.lastReportWeek()) ??
        (await opts.store.sharedSetting(
          REPORTS_SINCE_SETTING,
          latestReportWeek(at, timeZone).week,
        ));
      const due = weeklyReportDue(at, timeZone, last);
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
