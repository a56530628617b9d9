/** The one place for the business's names, numbers, addresses, links and hours; nothing else
 * spells out a phone number, email, URL or brand. The defaults are fictional (`.example`, 555):
 * the owner replaces them before going live. */

export const DEFAULT_SITE_URL = "https://www.lexcore.example";

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday, as Date#getDay

export interface OpeningHours {
  /** Days this range applies to. */
  days: readonly Weekday[];
  /** Opening and closing times as minutes after midnight, Eastern Time. */
  opens: number;
  closes: number;
  /** How the range is written for visitors, e.g. "Monday – Friday". */
  label: string;
  /** The same, short, e.g. "Mon–Fri" (the home page's facts row). */
  shortLabel?: string;
}

/** A real headshot of the founder, drawn as an <img> of this size (docs/design.md, "Marks"). */
export interface FounderPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const business = {
  brand: "Lexcore",
  /** Shown by the home page's typing animation after the brand name. */
  domainSuffix: ".tech",
  formerName: "A to Z Digital",
  tagline: "Managed technology and web services for law firms",
  founded: { month: "June", year: 2023, iso: "2023-06" },
  /** The reply promise the contact dialog makes, shown in the home page's facts. */
  responseTime: "Within one business day",
  phone: {
    display: "(304) 555-0147",
    /** E.164, used for tel: links and structured data. */
    e164: "+13045550147",
  },
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
    /** The founder's headshot (a path under public/, 4:5, at least 480×600 px, with size and
     * alt), or null: About then shows a typographic profile. Never a stock photo of someone
     * else (docs/configuration.md, "Founder photo"). */
    photo: null as FounderPhoto | null,
  },
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.example/company/lexcore" },
    { label: "Facebook", url: "https://www.facebook.example/lexcore" },
  ],
  paymentPortalUrl: "https://billing.lexcore.example/portal/login",
  bookingUrl: "https://booking.lexcore.example/lexcore/consultation",
  // The hours are kept in Eastern Time, read on the page by arithmetic from the
  // standard offset and the US daylight-saving rule (shared/zoned-date.ts).
  timeZone: { id: "America/New_York", standardOffsetMinutes: -5 * 60 },
  timeZoneLabel: "Eastern Time",
  hours: [
    {
      days: [1, 2, 3, 4, 5],
      opens: 9 * 60,
      closes: 18 * 60,
      label: "Monday – Friday",
      shortLabel: "Mon–Fri",
    },
    { days: [6], opens: 9 * 60, closes: 15 * 60, label: "Saturday", shortLabel: "Sat" },
  ] satisfies OpeningHours[],
  closedLabel: "Sunday",
  /** Local dates ("YYYY-MM-DD") with no support hours: reply due times skip them
   * (server/leads/reply/business-time.ts). */
  holidays: [] as readonly string[],
} as const;

/** Full names of the states the landing pages cover. */
export const STATE_NAMES = { WV: "West Virginia", VA: "Virginia" } as const;

export const telHref = `tel:${business.phone.e164}`;
export const mailtoHref = (address: string = business.email) => `mailto:${address}`;
