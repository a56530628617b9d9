import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "insurance-morgantown-wv",
  kind: "trade",
  trade: "Insurance",
  city: "Morgantown",
  state: "WV",
  mapPoint: { lon: -79.96, lat: 39.63 },
  region: "Elsewhere in West Virginia",
  meta: {
    title: "Insurance Agency Web Design in Morgantown, WV",
    description:
      "Websites for Morgantown insurance agencies with quote request forms, plain-language coverage pages and local SEO for Monongalia County and north-central WV.",
  },
  heading: "Professional Web Design Services in Morgantown WV",
  intro:
    "Independent and captive insurance agencies in Morgantown serve a wide range of people: university faculty buying a first home, students who need renters coverage, businesses along the I-79 corridor and families who have lived in Monongalia County for generations. Each of them wants to understand their options and reach a real agent without a runaround.",
  services: [
    {
      title: "Custom Insurance Agency Website Design",
      description:
        "A professional site that reflects your agency's personality, with coverage pages for auto, home, life, business and specialty lines written for clients rather than underwriters.",
    },
    {
      title: "Local Search Optimization for Morgantown",
      description:
        "Profile management, a review strategy and location-focused pages that help your agency appear when Morgantown residents search for an insurance agent nearby.",
    },
    {
      title: "Online Quote Request Forms",
      description:
        "Line-specific forms that collect the details your producers need, with careful handling of personal information and routing to the right person in your office.",
    },
    {
      title: "Client Service and Claims Pages",
      description:
        "Clear guidance on reporting a claim, requesting certificates of insurance, making policy changes and finding carrier contact details at any hour.",
    },
    {
      title: "Commercial Lines Landing Pages",
      description:
        "Dedicated pages for contractors, restaurants, medical offices, landlords and other businesses, explaining the policies they commonly need and how your agency helps.",
    },
    {
      title: "Accessible, Compliance-Minded Design",
      description:
        "Readable layouts, keyboard navigation, sensible placement of disclosures and privacy notices, built in from the start so the site serves every client.",
    },
  ],
  localMarket: {
    heading: "Reaching Insurance Clients Across Morgantown and Monongalia County",
    paragraphs: [
      "West Virginia University shapes much of Morgantown's rhythm, bringing a steady turnover of students, staff and healthcare professionals who arrive needing auto, renters and homeowners coverage. Residential and commercial development around Cheat Lake and along the interstates brings in new homeowners and small business owners as well. Many of these newcomers start their search online and compare several agencies in a single evening. An agency whose website explains coverage honestly and shows who will answer the phone gives those newcomers a clear reason to get in touch.",
      "Insurance is a relationship business, and your website should make the first conversation easier. We write pages that answer common questions about bundling, deductibles and business coverage, then give visitors an easy way to ask for a quote or schedule a policy review. For agencies that also serve Fairmont, Kingwood and the rest of north-central West Virginia, we build location content that helps you show up beyond the city limits without thin, repetitive pages.",
      "We design insurance agency websites that explain your lines of coverage in plain language, introduce your team, and make requesting a quote or reporting a claim simple. Every page is built to earn trust, load quickly on mobile and respect the privacy of the information your clients share.",
    ],
  },
  cta: {
    heading: "Let's Build a Website Your Policyholders Trust",
    text: "Share the lines you write, the communities you serve and how clients usually reach you today. We will outline a site that makes quoting easier and supports the relationships your agency depends on.",
  },
  industries: [
    "Independent insurance agencies",
    "Captive carrier agencies",
    "Commercial insurance brokers",
    "Life and health insurance agents",
    "Medicare and benefits advisors",
    "Auto and home insurance agents",
    "Crop and farm insurance agents",
    "Surety and bonding agencies",
  ],
  serviceAreas: [
    "Morgantown",
    "Star City",
    "Westover",
    "Granville",
    "Cheat Lake",
    "Fairmont",
    "Kingwood",
    "Monongalia County",
  ],
  cardDescription:
    "Insurance agency websites for Morgantown with quote request forms, plain-language coverage pages and local search work for Monongalia County.",
});
