/** Wall-clock dates and times in a named time zone (the business's), from the runtime's time-zone
 * data, so daylight-saving changes fall where the zone says. */
import { fromWallClock, wallClock } from "../reply/business-time";

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
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

/** The instant a wall-clock time happens in `timeZone`: the first of the two when a DST change
 * repeats it; a time a change skips moves on by the gap (02:30 becomes 03:30). */
export function zonedTime(
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): number {
  return fromWallClock(Date.UTC(date.year, date.month - 1, date.day, hour, minute), timeZone);
}

/** A calendar date `n` days from `date` ("YYYY-MM-DD" in and out). */
export function addDaysTo(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export const dateOf = (p: { year: number; month: number; day: number }) =>
  `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;

export const partsOfDate = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
