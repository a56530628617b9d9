/** When a reply is due, from the promise the lead's form made (docs/decisions/0044): 24 hours
 * after receipt, or one business day counted in the support hours of content/business.ts. */
import { business, type OpeningHours } from "../../../content/business";
import { fromWallClock, wallClock } from "../../../shared/zoned-date";

/** "24h": the contact page and the website-project brief; "business-day": the dialogs. */
export type ReplyPromise = "24h" | "business-day";
export const REPLY_PROMISES: readonly ReplyPromise[] = ["24h", "business-day"];

export interface BusinessTimeOptions {
  /** Support hours by weekday, minutes after local midnight (default: business.hours). */
  hours?: readonly OpeningHours[];
  /** IANA zone the hours are kept in (default: business.timeZone.id). */
  timeZone?: string;
  /** Local dates ("YYYY-MM-DD") with no support hours (default: business.holidays). */
  holidays?: readonly string[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY);

/** The day's support period in minutes, or undefined on a closed day or holiday. */
function period(day: number, hours: readonly OpeningHours[], holidays: ReadonlySet<number>) {
  if (holidays.has(day)) return undefined;
  const weekday = (day + 4) % 7; // day 0, 1970-01-01, was a Thursday
  return hours.find((h) => (h.days as readonly number[]).includes(weekday));
}

/** The instant (ms) a reply to a lead received at `receivedAtMs` is due.
 * business-day: the clock starts at receipt within support hours, else when they next open; it
 * ends at the same time on the next business day, or at that day's close if it closes sooner. */
export function dueAt(
  promise: ReplyPromise,
  receivedAtMs: number,
  opts: BusinessTimeOptions = {},
): number {
  if (promise === "24h") return receivedAtMs + DAY;
  const hours = opts.hours ?? business.hours;
  const timeZone = opts.timeZone ?? business.timeZone.id;
  const holidays = new Set((opts.holidays ?? business.holidays.map((h) => h.date)).map(dayNumber));
  const nextOpenDay = (after: number) => {
    for (let day = after + 1; day <= after + 366; day++) {
      const p = period(day, hours, holidays);
      if (p) return { day, p };
    }
    return undefined;
  };

  const wall = wallClock(receivedAtMs, timeZone);
  let day = Math.floor(wall / DAY);
  let time = wall - day * DAY;
  const today = period(day, hours, holidays);
  if (today && time < today.opens * MINUTE) time = today.opens * MINUTE;
  else if (!today || time >= today.closes * MINUTE) {
    const next = nextOpenDay(day);
    if (!next) return receivedAtMs + DAY; // no support hours at all: a plain day
    day = next.day;
    time = next.p.opens * MINUTE;
  }
  const due = nextOpenDay(day);
  if (!due) return receivedAtMs + DAY;
  const clamped = Math.min(Math.max(time, due.p.opens * MINUTE), due.p.closes * MINUTE);
  return fromWallClock(due.day * DAY + clamped, timeZone);
}
