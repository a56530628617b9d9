/** When a reply is due, from the promise the lead's form made (docs/decisions/0044): 24 hours
 * after receipt, or one business day counted in the support hours of content/business.ts. */
import { business, type OpeningHours } from "../../../content/business";

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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall-clock time at `ms`, written as if it were UTC ("wall ms"). */
export function wallClock(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const wholeSeconds = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wholeSeconds + (((ms % 1000) + 1000) % 1000);
}

/** The instant a wall-clock time names in the zone; a time skipped by the spring change reads
 * as the same clock time after it (02:30 becomes 03:30), one repeated in autumn as the first. */
export function fromWallClock(wall: number, timeZone: string): number {
  const offset = (ms: number) => wallClock(ms, timeZone) - ms;
  const first = wall - offset(wall);
  const second = wall - offset(first);
  if (wallClock(second, timeZone) === wall) return Math.min(first, second);
  return Math.max(first, second);
}

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
