/** Calendar days ("YYYY-MM-DD") and times in a named zone: the server reads a zone from Intl's
 * data, so clock changes fall where the zone says; the page reads a US zone by arithmetic, as the
 * first Intl formatter costs a 15-30 ms task at start (docs/decisions/0006). */

export const DAY_MS = 86_400_000;
const MINUTE = 60_000;

/** A calendar date's parts; `month` counts from 1. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** The UTC day of an instant: "YYYY-MM-DD" (the traffic tables' key). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, with a negative n). */
export const addDays = (day: string, n: number) =>
  dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The day `months` calendar months before `day` (clamped to the month's end). */
export function monthsBefore(day: string, months: number): string {
  const { year, month, day: d } = partsOfDate(day);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return dayOf(first.getTime());
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export const dateOf = (p: DateParts) =>
  `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;

export const partsOfDate = (date: string): DateParts => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

let formatters: Map<string, Intl.DateTimeFormat> | undefined;
function formatter(timeZone: string) {
  formatters ??= new Map();
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

export interface ZonedParts extends DateParts {
  hour: number;
  minute: number;
  /** 0 = Sunday, as Date#getDay. */
  weekday: number;
}

/** The wall-clock date and time at `ms` in `timeZone`. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const wall = new Date(wallClock(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** The instant `hour:minute` happens on `date` in `timeZone` (as `fromWallClock`). */
export const zonedInstant = (date: DateParts, hour: number, minute: number, timeZone: string) =>
  fromWallClock(Date.UTC(date.year, date.month - 1, date.day, hour, minute), timeZone);

/** Midnight at the start of `day` ("YYYY-MM-DD", `plusDays` later) in `timeZone`, at that
 * midnight's own offset, so a day on which the clocks change starts at the right instant. */
export const midnightIn = (day: string, timeZone: string, plusDays = 0) =>
  zonedInstant(partsOfDate(addDays(day, plusDays)), 0, 0, timeZone);

/** A zone that keeps the US daylight-saving rule, given by its standard UTC offset. */
export interface UsTimeZone {
  /** The IANA name, for people and for the test that checks the rule against it. */
  id: string;
  standardOffsetMinutes: number;
}

/** Day of the month of a month's nth Sunday (month 0 = January). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** A US zone's UTC offset under the rule in force since 2007, as arithmetic (no Intl);
 * zoned-date.test.ts checks it against Intl to 2040. */
export function usUtcOffsetMinutes(instant: Date, zone: UsTimeZone): number {
  const standard = zone.standardOffsetMinutes;
  const year = instant.getUTCFullYear();
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard * MINUTE;
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standard + 60) * MINUTE;
  const t = instant.getTime();
  return t >= starts && t < ends ? standard + 60 : standard;
}

/** Weekday (0 = Sunday) and minutes after midnight of an instant in a US zone, by arithmetic. */
export function usWeekdayAndMinutes(instant: Date, zone: UsTimeZone) {
  const local = new Date(instant.getTime() + usUtcOffsetMinutes(instant, zone) * MINUTE);
  return {
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}
