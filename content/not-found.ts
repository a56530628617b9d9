import { business } from "./business";

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
    { label: "Web Design in Lewisburg, WV", to: "/web-design-lewisburg-wv" },
    { label: "Web Design in Roanoke, VA", to: "/web-design-roanoke-va" },
  ],
  supportLabel: `Email support at ${business.email}`,
} as const;
