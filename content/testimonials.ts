/** SAMPLE TESTIMONIALS — REPLACE BEFORE LAUNCH: placeholder quotes, not from real clients. The
 * owner replaces each with a real, consented quote; a `role` (e.g. "Office manager, family law
 * practice") is added only for a real client who agreed to it, never to a sample. */
import { testimonialsSchema } from "./pages-schema";
import { siteDocument } from "./site-document";

export const testimonialsDocument = siteDocument("testimonials", testimonialsSchema, [
  {
    name: "Margaret",
    quote:
      "Before we started working together, every computer problem meant a lost afternoon. Now there is one number to call, and someone who already knows our setup picks up. Our staff spend their time on clients instead of on printers and passwords.",
  },
  {
    name: "David",
    quote:
      "They rebuilt our website and added an intake form that sends each inquiry to the right attorney. The process was straightforward, they explained every decision in plain terms, and the new site is far easier for prospective clients to use.",
  },
  {
    name: "Angela",
    quote:
      "Our billing, calendar and practice management software never talked to each other. They connected them carefully, tested everything with us, and took a lot of repetitive data entry off our paralegals' plates.",
  },
  {
    name: "Robert",
    quote:
      "I appreciated that they started by asking how our office actually works. The recommendations were practical, sized for a small firm, and they were honest about what we did not need to buy.",
  },
  {
    name: "Teresa",
    quote:
      "We run a small contracting business, not a law office, but they gave us the same attention. Our backups are tested, our email is secure, and when something does go wrong we get a clear answer quickly.",
  },
]);

export default testimonialsDocument.value;
