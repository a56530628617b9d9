import { business } from "./business";
import { citySuggestions } from "./places/not-found-cities";

declare const __CITY_SUGGESTIONS__: readonly { label: string; to: string }[];

/** Copy of the not-found page (docs/spec.md, "404 page"), plain data without zod: the page is
 * also drawn without loader data, after a client navigation to an unknown path. */
export const notFound = {
  title: "Page Not Found",
  description:
    "The page you asked for is not on this site. Find your way back to our services, company information, contact details and the areas we serve.",
  code: "404",
  heading: "Oops! Page Not Found",
  text: "The page you're looking for seems to have wandered off into the digital void.",
  suggestionsHeading: "Perhaps you were looking for one of these:",
  suggestions: [
    { label: "Home", to: "/" },
    { label: "About Us", to: "/about" },
    { label: "Services and Pricing", to: "/pricing" },
    { label: "Contact", to: "/contact" },
    { label: "Areas Served", to: "/areas-served" },
    // The spec's two city pages: ones the build has (vite.config.ts), as the owner may remove any;
    // outside a build (Playwright, tsx), the repository's two.
    ...(typeof __CITY_SUGGESTIONS__ === "undefined" ? citySuggestions([]) : __CITY_SUGGESTIONS__),
  ],
  supportLabel: `Email support at ${business.email}`,
} as const;
