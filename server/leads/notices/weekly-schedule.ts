/** When the owner's weekly report goes out: Monday 08:00 business time, once per week. Pure rules
 * with time passed in; the store keeps one row per week, so several instances send it once. */
import { addDays, dateOf, partsOfDate, zonedInstant, zonedParts } from "../../../shared/zoned-date";

export const REPORT_WEEKDAY = 1;
export const REPORT_HOUR = 8;

export interface ReportWeek {
  /** The Monday the report is for ("YYYY-MM-DD", business time): the week's key in the store. */
  week: string;
  /** When it is due: that Monday at 08:00 business time (ms). */
  sendAt: number;
  /** The week it covers: the Monday to Sunday before, business dates, both included. */
  from: string;
  to: string;
  /** Those days' bounds as instants: [fromMs, toMs). */
  fromMs: number;
  toMs: number;
  /** The week before it, for the comparisons. */
  before: { from: string; to: string; fromMs: number; toMs: number };
}

/** The report for the Monday `week`. */
export function reportWeekOf(week: string, timeZone: string): ReportWeek {
  const midnight = (date: string) => zonedInstant(partsOfDate(date), 0, 0, timeZone);
  const from = addDays(week, -7);
  const beforeFrom = addDays(week, -14);
  return {
    week,
    sendAt: zonedInstant(partsOfDate(week), REPORT_HOUR, 0, timeZone),
    from,
    to: addDays(week, -1),
    fromMs: midnight(from),
    toMs: midnight(week),
    before: {
      from: beforeFrom,
      to: addDays(from, -1),
      fromMs: midnight(beforeFrom),
      toMs: midnight(from),
    },
  };
}

/** The latest report whose Monday 08:00 has come by `now`: the one to send if not sent yet. A
 * server down on Monday sends it when it is back, later that week. */
export function latestReportWeek(now: number, timeZone: string): ReportWeek {
  const today = zonedParts(now, timeZone);
  const monday = addDays(dateOf(today), -((today.weekday + 6) % 7));
  const thisWeek = reportWeekOf(monday, timeZone);
  return now >= thisWeek.sendAt ? thisWeek : reportWeekOf(addDays(monday, -7), timeZone);
}

/** Whether a report is due: its Monday 08:00 has come and no report for that week was queued. */
export function weeklyReportDue(now: number, timeZone: string, lastWeekSent: string | null) {
  const due = latestReportWeek(now, timeZone);
  return lastWeekSent !== null && lastWeekSent >= due.week ? null : due;
}
