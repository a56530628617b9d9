/** Copy for /contact; phone, email and hours come from ./business.ts. */
import { business } from "./business";
import { contactPageCopySchema } from "./pages-schema";
import { siteDocument } from "./site-document";

export const contactPageDocument = siteDocument("contact", contactPageCopySchema, {
  meta: {
    title: "Contact Our Team",
    description: `Call, email or send a message to ${business.brand}. Ask about managed IT, websites, client portals, automation or support for your firm or business.`,
  },
  heading: "Contact Us",
  intro:
    "Whether you have a specific project in mind or just want to talk through a problem, we are glad to hear from you. Call us during business hours, send an email, or use the form below and tell us a little about your firm.",
  detailsHeading: "Get in Touch",
  hoursHeading: "Business Hours",
  formHeading: "Send Us a Message",
  formIntro:
    "Fill in the form and a member of our team will reply within 24 hours. Planning a new website? Choose Website Development to go to our detailed project form.",
  referral: {
    heading: "Know Someone We Could Help?",
    text: "If a colleague or another firm could use dependable technology support, send us a referral. We will reach out to them with care and mention that you suggested us.",
  },
});

export default contactPageDocument.value;
