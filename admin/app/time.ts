import { business } from "../../content/business";
import { whenFormat } from "../../server/leads/notices/format";
import { midnightIn } from "../../shared/zoned-date";

/** Times in the inbox are the firm's: Eastern Time, whatever the server's or phone's zone, written
 * as the notices write them, with the zone's short name. */
const ZONE = business.timeZone.id;
const format = whenFormat(ZONE, true);
export const eastern = (time: string | number) => format.format(new Date(time));

/** Midnight Eastern Time at the start of a YYYY-MM-DD day (`plusDays` later). */
export const easternMidnight = (day: string, plusDays = 0) =>
  new Date(midnightIn(day, ZONE, plusDays));
