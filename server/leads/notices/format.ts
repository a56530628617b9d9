/** How notices and the weekly report write times and the inbox's addresses; a duration is
 * written by `minutesInWords` (server/leads/reply/words.ts), as the inbox writes it. */
import { business } from "../../../content/business";

/** How a time is written, here and in the inbox: "Tue, Mar 3, 2026, 2:00 PM" in `timeZone`, and
 * with the zone's short name ("Tue, Mar 3, 2026, 2:00 PM EST") where no label follows it. */
export const whenFormat = (timeZone: string, zoneName = false) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: zoneName ? "short" : undefined,
  });

/** "Tue, Mar 3, 2026, 2:00 PM" in the business's time zone. */
export const formatWhen = (ms: number, timeZone: string) =>
  whenFormat(timeZone).format(new Date(ms));

/** "Mon, Mar 2" for a business date "YYYY-MM-DD". */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The zone's name for people: the business's own label for its own zone, else the IANA id. */
export const zoneLabel = (timeZone: string) =>
  timeZone === business.timeZone.id ? business.timeZoneLabel : timeZone;

/** The words for each promise a form made (server/leads/reply/business-time.ts). */
export const promiseWords = (promise: string | null | undefined) =>
  promise === "24h"
    ? "within 24 hours"
    : promise === "business-day"
      ? "within one business day"
      : "soon";

export const inboxLinks = (siteUrl: string) => ({
  inbox: `${siteUrl}/admin`,
  held: `${siteUrl}/admin?tab=held`,
  overdue: `${siteUrl}/admin?due=overdue`,
  response: `${siteUrl}/admin/response`,
  traffic: `${siteUrl}/admin/traffic`,
  sources: `${siteUrl}/admin/sources`,
});
