/** The one place for the business's names, numbers, addresses, links and hours; nothing else
 * spells out a phone number, email, URL or brand. The defaults are fictional (`.example`, 555):
 * the owner replaces them before going live. */

import { businessFactsSchema, e164, monthNumber, type BusinessFacts } from "./business-schema";
import businessFacts from "./business-facts";
import { onOverlayChange, siteDocument } from "./site-document";

export type { FounderPhoto, OpeningHours, Weekday } from "./business-schema";

export { DEFAULT_SITE_URL } from "./site-url";

/** The facts the owner edits (Site → Business facts); `business` below adds what follows from
 * them. */
export const businessDocument = siteDocument("business", businessFactsSchema, businessFacts);

const withDerived = (facts: BusinessFacts) => ({
  ...facts,
  founded: { ...facts.founded, iso: `${facts.founded.year}-${monthNumber(facts.founded.month)}` },
  phone: { display: facts.phone, e164: e164(facts.phone) },
  // The hours are kept in Eastern Time, read on the page by arithmetic from the standard offset
  // and the US daylight-saving rule (shared/zoned-date.ts).
  timeZone: { id: "America/New_York", standardOffsetMinutes: -5 * 60 },
  timeZoneLabel: "Eastern Time",
});

/** The business as this process sees it: the published facts once the server has switched to a
 * version (content/site-document.ts), the build's otherwise. */
export let business = withDerived(businessDocument.value);

/** Full names of the states the landing pages cover. */
export const STATE_NAMES = { WV: "West Virginia", VA: "Virginia" } as const;

export let telHref = `tel:${business.phone.e164}`;
onOverlayChange(() => {
  business = withDerived(businessDocument.value);
  telHref = `tel:${business.phone.e164}`;
});
export const mailtoHref = (address: string = business.email) => `mailto:${address}`;
