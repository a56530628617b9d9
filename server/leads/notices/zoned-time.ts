/** Wall-clock dates and times in a named time zone (the business's), from the runtime's time-zone
 * data, so daylight-saving changes fall where the zone says. */

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday, as Date#getDay. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string) => {
  let f = formats.get(timeZone);
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
    formats.set(timeZone, f);
  }
  return f;
};

/** The wall-clock date and time at `ms` in `timeZone`. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const p = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, Number(x.value)]),
  ) as Record<string, number>;
  const year = p.year!;
  const month = p.month!;
  const day = p.day!;
  return {
    year,
    month,
    day,
    hour: p.hour!,
    minute: p.minute!,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Minutes the zone is ahead of UTC at `ms` (negative west of Greenwich). */
function offsetMs(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const seconds = new Date(ms).getUTCSeconds() * 1000 + new Date(ms).getUTCMilliseconds();
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) + seconds - ms;
}

/** The instant a wall-clock time happens in `timeZone`: the first of the two when a DST change
 * repeats it; a time a change skips moves on by the gap (02:30 becomes 03:30). */
export function zonedTime(
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The zone's offsets half a day either side: the one in force before a change and after it.
  const first = wall - offsetMs(wall - 43_200_000, timeZone);
  const second = wall - offsetMs(wall + 43_200_000, timeZone);
  const shows = (ms: number) => {
    const p = zonedParts(ms, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
  };
  const matching = [first, second].filter(shows);
  return matching.length ? Math.min(...matching) : Math.max(first, second);
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
