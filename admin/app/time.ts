import { business } from "../../content/business";
import { whenFormat } from "../../server/leads/notices/format";

/** Times in the inbox are the firm's: Eastern Time, whatever the server's or phone's zone, written
 * as the notices write them, with the zone's short name. */
const ZONE = business.timeZone.id;
const format = whenFormat(ZONE, true);
export const eastern = (time: string | number) => format.format(new Date(time));

/** Minutes Eastern Time is behind UTC at this instant (240 or 300). */
function offsetMinutes(at: number) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((at - asUtc) / 60_000);
}

/** Midnight Eastern Time at the start of a YYYY-MM-DD day (`plusDays` later). */
export function easternMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d + plusDays);
  // Clocks change at 2 a.m., so noon's offset is midnight's.
  return new Date(utcMidnight + offsetMinutes(utcMidnight + 12 * 3_600_000) * 60_000);
}
