/** The business facts as the repository has them. A publish writes the owner's facts in this
 * file's place in its build, so old ones reach no page or script (server/site/site-build.ts). */
import type { BusinessFactsInput } from "./business-schema";

export default {
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
} satisfies BusinessFactsInput;
