/** Copy for /websites-contact, the website brief; its fields and validation live in code. */
import { business } from "./business";
import { websiteBriefSchema } from "./pages-schema";
import { siteDocument } from "./site-document";

export const websiteBriefDocument = siteDocument("website-brief", websiteBriefSchema, {
  meta: {
    title: "Start a Website Project",
    description: `Tell ${business.brand} about your website project: your firm or business, the features you need and your timeline. We reply with next steps.`,
  },
  heading: "Tell Us About Your Website Project",
  intro:
    "A few details up front help us understand your goals before we talk. Share what you know about your firm or business, your current site and the features you have in mind. Rough answers are fine, and anything you are unsure of can be left for our conversation.",
  steps: [
    "We read your brief and reply within 24 hours to arrange a short consultation.",
    "On the call we talk through your goals, audience, content and any features you need.",
    "We send a written proposal with the scope, timeline and quote for your project.",
    "Once you approve it, we schedule the work and keep you updated at every stage.",
  ],
});

export default websiteBriefDocument.value;
