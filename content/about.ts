/** Copy for /about. SAMPLE CONTENT: the founder's background is placeholder copy, not a real
 * biography; the owner replaces `founder.paragraphs` and the founder constants in ./business.ts
 * before launch. */
import { business } from "./business";
import { aboutSchema } from "./pages-schema";
import { siteDocument } from "./site-document";

const founded = `${business.founded.month} ${business.founded.year}`;

export const aboutDocument = siteDocument("about", aboutSchema, {
  meta: {
    title: "About Our Company and Founder",
    description: `How ${business.brand} began in ${business.address.locality}, ${business.address.regionName}, why we focus on law firms, and the people behind our managed technology and web services.`,
  },
  eyebrow: "About Us",
  heading: `About ${business.brand}`,
  lead: `${business.brand} is a managed technology and web services provider based in ${business.address.locality}, ${business.address.regionName}. We help law firms, and other businesses that handle sensitive information, run dependable systems and present themselves well online.`,
  story: {
    heading: "Our Story",
    paragraphs: [
      `We started in ${founded} as ${business.formerName}, a small studio offering websites and everyday technology help to local businesses. The idea was simple: give small organizations the kind of attentive, well-organized technical support that larger companies take for granted.`,
      "As the work grew, a pattern became clear. Law firms kept asking for the same things: systems they could trust with confidential files, websites that reflect a professional practice, and someone who understands why a missed deadline or an exposed document is more than an inconvenience. Those needs suited the way we already liked to work.",
      `So we chose to specialize. We narrowed our focus to legal practices and renamed the company ${business.brand} to reflect that direction. We still serve other regulated and trade businesses, and we still work with local businesses across ${business.address.regionName} and Virginia, but the needs of law firms now shape how we build, secure and support everything we do.`,
    ],
  },
  timelineLabel: "Our history",
  timeline: [
    {
      when: founded,
      what: `Founded in ${business.address.locality} as ${business.formerName}: websites and everyday technology help for local businesses.`,
    },
    {
      when: "Then",
      what: `Law firms became most of the work. Renamed ${business.brand} and focused on legal practices.`,
    },
    {
      when: "Today",
      what: `Law firms across the country; regulated and trade businesses throughout ${business.address.regionName} and Virginia.`,
    },
  ],
  founder: {
    eyebrow: "Founder",
    heading: `Meet ${business.founder.name}`,
    // Said once on the card: set large and signed, not repeated in the paragraphs.
    pullQuote:
      "Explain things plainly, do careful work, and be easy to reach when something goes wrong.",
    // What the founder does, from the second paragraph's own words.
    facts: [
      { label: "Plans", value: "Projects with your firm" },
      { label: "Writes", value: "Code for websites and portals" },
      { label: "Answers", value: "Support calls" },
    ],
    bookCall: "Book a call",
    paragraphs: [
      `${business.founder.name} founded the company after years of hands-on work in information technology and web development, supporting small offices with their networks, computers, email and websites. That experience showed how much a small team depends on its technology, and how little time it has to manage it.`,
      `As ${business.founder.role}, ${business.founder.name.split(" ")[0]} still works directly with clients: planning projects, writing code, and answering support calls.`,
    ],
  },
  whatWeDo: {
    heading: "What We Do",
    cards: [
      {
        title: "Manage Your Infrastructure",
        text: "We monitor, maintain and secure the computers, servers, networks and cloud accounts your firm depends on, so problems are caught early and fixed quickly.",
        icon: "server",
      },
      {
        title: "Build Websites and Web Applications",
        text: "We design and develop fast, accessible websites, intake forms and secure client portals that present your practice clearly and protect what clients share.",
        icon: "globe",
      },
      {
        title: "Connect and Automate Your Tools",
        text: "We link practice management, billing, calendars and documents so information is entered once, and we automate the routine steps that slow your staff down.",
        icon: "workflow",
      },
      {
        title: "Support Your People",
        text: "When something stops working, your team can reach someone who already knows your setup. We also train staff on new tools and safe everyday habits.",
        icon: "life-buoy",
      },
      {
        title: "Advise on Security and Compliance",
        text: "We help you understand and meet your obligations to protect client information, from access controls and backups to written policies and vendor reviews.",
        icon: "shield-check",
      },
    ],
  },
  vision: {
    heading: "Our Vision",
    paragraphs: [
      "We want every small and mid-sized firm to have technology that is secure, dependable and quietly out of the way, without needing an in-house IT department to get there.",
      "That means long-term relationships rather than one-off fixes, honest advice about what is worth the investment, and systems built carefully enough that they keep working long after the project ends.",
    ],
    points: [
      "Technology that is secure, dependable and out of the way",
      "Long-term relationships rather than one-off fixes",
      "Honest advice about what is worth the investment",
      "Systems that keep working long after the project ends",
    ],
  },
  cta: {
    heading: "Let's Talk About Your Firm",
    text: "Tell us how your office works today and where technology gets in the way. We will listen first, then suggest practical next steps, with no obligation.",
    primaryLabel: "Contact Our Team",
  },
});

export default aboutDocument.value;
