/** The one place for the business's names, numbers, addresses, links and hours; nothing else
 * spells out a phone number, email, URL or brand. The defaults are fictional (`.example`, 555):
 * the owner replaces them before going live. */

import { businessFactsSchema, e164, monthNumber, type BusinessFacts } from "./business-schema";
import { onOverlayChange, siteDocument } from "./site-document";

export type { FounderPhoto, OpeningHours, Weekday } from "./business-schema";

export const DEFAULT_SITE_URL = "https://www.lexcore.example";

/** The facts the owner edits (Site → Business facts); `business` below adds what follows from
 * them. */
export const businessDocument = siteDocument("business", businessFactsSchema, {
  brand: "Lexcore",
  domainSuffix: ".tech",
  formerName: "A to Z Digital",
  tagline: "Managed technology and web services for law firms",
  founded: { month: "June", year: 2023 },
  responseTime: "Within one business day",
  phone: "(304) 555-0147",
  email: "hello@lexcore.example",
  privacyEmail: "privacy@lexcore.example",
  address: {
    locality: "Lewisburg",
    region: "WV",
    regionName: "West Virginia",
    postalCode: "24901",
    country: "US",
  },
  founder: {
    name: "Jordan Ellis",
    role: "Founder and Principal Engineer",
    profileUrl: "https://www.linkedin.example/in/lexcore-founder",
    profileLabel: "LinkedIn",
    // A real headshot only, uploaded from the inbox or a path under public/ (4:5, at least
    // 480×600 px); null draws a typographic profile (docs/configuration.md, "Founder photo").
    photo: null,
  },
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.example/company/lexcore" },
    { label: "Facebook", url: "https://www.facebook.example/lexcore" },
  ],
  paymentPortalUrl: "https://billing.lexcore.example/portal/login",
  bookingUrl: "https://booking.lexcore.example/lexcore/consultation",
  hours: [
    {
      days: [1, 2, 3, 4, 5],
      opens: 9 * 60,
      closes: 18 * 60,
      label: "Monday – Friday",
      shortLabel: "Mon–Fri",
    },
    { days: [6], opens: 9 * 60, closes: 15 * 60, label: "Saturday", shortLabel: "Sat" },
  ],
  closedLabel: "Sunday",
  holidays: [],
});

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
export let business = withDerived(businessDocument.value);

/** Full names of the states the landing pages cover. */
export const STATE_NAMES = { WV: "West Virginia", VA: "Virginia" } as const;

export let telHref = `tel:${business.phone.e164}`;
onOverlayChange(() => {
  business = withDerived(businessDocument.value);
  telHref = `tel:${business.phone.e164}`;
});
export const mailtoHref = (address: string = business.email) => `mailto:${address}`;
