import { business } from "../../content/business";
import { whenFormat } from "../../server/leads/notices/format";
import { fromWallClock } from "../../server/leads/reply/business-time";

/** Times in the inbox are the firm's: Eastern Time, whatever the server's or phone's zone, written
 * as the notices write them, with the zone's short name. */
const ZONE = business.timeZone.id;
const format = whenFormat(ZONE, true);
export const eastern = (time: string | number) => format.format(new Date(time));

/** Midnight Eastern Time at the start of a YYYY-MM-DD day (`plusDays` later), with that
 * midnight's own offset, so a day on which the clocks change starts at the right instant. */
export function easternMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(fromWallClock(Date.UTC(y, m - 1, d + plusDays), ZONE));
}
