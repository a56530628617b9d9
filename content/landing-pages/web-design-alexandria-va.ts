import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-alexandria-va",
  kind: "city",
  city: "Alexandria",
  state: "VA",
  mapPoint: { lon: -77.05, lat: 38.8 },
  region: "Shenandoah Valley, Central and Northern",
  meta: {
    title: "Alexandria, VA Web Design for Professional Firms",
    description:
      "Websites for Alexandria law firms, government contractors, associations and Old Town businesses, with secure portals and search visibility near D.C.",
  },
  heading: "Professional Web Design Services in Alexandria VA",
  intro:
    "Just across the Potomac from Washington, D.C., Alexandria blends the historic storefronts of Old Town with a dense community of law firms, associations, consultancies and federal contractors. We design websites for Alexandria organizations that need to look credible to sophisticated clients and agency buyers, while still sounding like the people who run them.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Individually designed websites for Alexandria firms and shops, balancing a professional tone for D.C.-area clients with the character of a local business.",
    },
    {
      title: "Northern Virginia Local SEO",
      description:
        "Local search work targeting Old Town, Del Ray and nearby Fairfax County, so clients close by can find you when they search.",
    },
    {
      title: "Government Contractor Websites",
      description:
        "Capability statements, NAICS codes, contract vehicles and past-performance summaries laid out for federal buyers and teaming partners.",
    },
    {
      title: "Law Firm and Legal Services Sites",
      description:
        "Practice-area pages, attorney biographies and confidential intake forms for firms serving clients across Northern Virginia and the District.",
    },
    {
      title: "Association and Nonprofit Websites",
      description:
        "Member resources, event listings and advocacy pages for trade associations and nonprofits based in the capital region.",
    },
    {
      title: "Secure Client Portals",
      description:
        "Encrypted portals for document exchange, billing and messaging, giving clients a safer alternative to email for sensitive files.",
    },
  ],
  localMarket: {
    heading: "Web Design Near the Nation's Capital",
    paragraphs: [
      "Alexandria's location next to Washington, D.C. shapes nearly every part of its economy. Federal agencies, contractors, trade associations and law firms cluster here, and their clients expect websites that communicate competence, security and attention to detail. For a smaller firm, a thoughtfully built site is often the first proof that it can hold its own against much larger competitors in the region, and it deserves the same care as any proposal.",
      "Old Town's brick sidewalks and Potomac waterfront also support a lively scene of restaurants, boutiques, galleries and independent professional offices that rely on both residents and visitors. Those businesses benefit from strong local search visibility and simple, fast mobile pages. Whether you serve federal buyers or weekend shoppers, we build a site that fits your audience and maintain it so it stays secure and accurate over time.",
      "Every site is custom coded, secured and supported by a team that also manages IT for law firms and other regulated industries.",
    ],
  },
  cta: {
    heading: "Discuss Your Alexandria Website With Our Team",
    text: "Let us know what your organization does and what you need from your website. We will schedule a consultation, review your current presence and recommend a clear, practical path forward.",
  },
  industries: [
    "Law firms",
    "Government contractors",
    "Trade associations",
    "Nonprofits",
    "Consulting firms",
    "Retail and boutiques",
    "Restaurants and hospitality",
    "Healthcare practices",
  ],
  serviceAreas: [
    "Arlington",
    "Fairfax County",
    "Springfield",
    "Falls Church",
    "Mount Vernon",
    "Washington, D.C.",
    "Prince William County",
    "Annandale",
  ],
  keywords: [
    "web design Alexandria VA",
    "Old Town Alexandria website design",
    "government contractor website design",
    "Northern Virginia web design",
    "Alexandria law firm website",
    "secure client portal Virginia",
    "D.C. area small business website",
  ],
  cardDescription:
    "Credible websites and secure portals for Alexandria law firms, contractors, associations and Old Town businesses.",
});
