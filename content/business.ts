/** The one place for the business's names, numbers, addresses, links and hours; nothing else
 * spells out a phone number, email, URL or brand. The defaults are fictional (`.example`, 555):
 * the owner replaces them before going live. */

import type { BusinessFacts } from "./business-schema";
import businessFacts from "./business-facts";
import { e164, monthNumber } from "./business-words";

export type { FounderPhoto, OpeningHours, Weekday } from "./business-schema";

export { DEFAULT_SITE_URL } from "./site-url";

const withDerived = (facts: BusinessFacts) => ({
  ...facts,
  founded: { ...facts.founded, iso: `${facts.founded.year}-${monthNumber(facts.founded.month)}` },
  phone: { display: facts.phone, e164: e164(facts.phone) },
  // The hours are kept in Eastern Time, read on the page by arithmetic from the standard offset
  // and the US daylight-saving rule (app/lib/hours/support-hours.ts).
  timeZone: { id: "America/New_York", standardOffsetMinutes: -5 * 60 },
  timeZoneLabel: "Eastern Time",
});

/** The business as this process sees it: the published facts once the server has switched to a
 * version (content/site-document.ts), the build's otherwise. */
export let business = withDerived(businessFacts as BusinessFacts);

/** Full names of the states the landing pages cover. */
export const STATE_NAMES = { WV: "West Virginia", VA: "Virginia" } as const;

export let telHref = `tel:${business.phone.e164}`;
/** Lays the published facts over the build's in this process (content/business-document.ts). */
export function setBusinessFacts(facts: BusinessFacts) {
  business = withDerived(facts);
  telHref = `tel:${business.phone.e164}`;
}
export const mailtoHref = (address: string = business.email) => `mailto:${address}`;
