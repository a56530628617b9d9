import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-richmond-va",
  kind: "city",
  city: "Richmond",
  state: "VA",
  mapPoint: { lon: -77.44, lat: 37.54 },
  region: "Shenandoah Valley, Central and Northern",
  meta: {
    title: "Richmond, VA Web Design for Firms and Small Businesses",
    description:
      "Custom web design and local SEO for Richmond law firms, government contractors, healthcare practices and small businesses in the Virginia capital region.",
  },
  heading: "Professional Web Design Services in Richmond VA",
  intro:
    "As the state capital, Richmond draws together government agencies, major law firms, financial institutions and a large community of independent businesses. We help Richmond organizations, especially smaller law practices and regulated businesses, put a professional website in front of clients who check a firm's credentials before they call.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "A bespoke website for your Richmond organization, planned around your clients' questions and built with clean code that stays fast as your content grows.",
    },
    {
      title: "Richmond Metro Local SEO",
      description:
        "Local search work covering map rankings, neighborhood pages and citations so you reach customers in the Fan, Short Pump, Midlothian and beyond.",
    },
    {
      title: "Law Firm Websites",
      description:
        "Practice-area pages, attorney profiles and secure intake forms for firms working near the courts and state agencies of the capital.",
    },
    {
      title: "Government and State Contractor Sites",
      description:
        "Capability statements, contract vehicle details and past-performance pages presented clearly for procurement officers and prime contractors.",
    },
    {
      title: "Client Portals and Secure Document Sharing",
      description:
        "Password-protected areas where clients can exchange documents and messages with your office instead of relying on email attachments.",
    },
    {
      title: "Financial and Insurance Services",
      description:
        "Compliance-aware websites for advisors, agencies and accounting firms that need to present their services clearly without overpromising.",
    },
  ],
  localMarket: {
    heading: "Web Design for Virginia's Capital Region",
    paragraphs: [
      "Richmond's position as the seat of state government and a regional hub for finance, law and healthcare gives it a business community that values precision. Attorneys, consultants and contractors here often serve clients across the whole Commonwealth, so their websites need to work for someone in Northern Virginia as well as someone in Chesterfield. We build sites that make expertise easy to verify, with well-organized service pages and clear paths to contact the right person.",
      "The city's neighborhoods, from the historic districts along the James River to the suburban corridors of Henrico and Chesterfield, each have their own character and search habits. Local SEO that reflects those differences helps a business reach customers nearby instead of competing for broad, crowded search terms. Alongside design and search work, we offer managed IT and secure portals, giving smaller Richmond firms one accountable partner for their technology.",
      "Our sites are written in plain language, built for speed and security, and backed by ongoing technical support, so your team can focus on clients instead of plugins and hosting bills.",
    ],
  },
  cta: {
    heading: "Talk With Us About Your Richmond Website",
    text: "Send us a short note about your organization, and we will set up a consultation to discuss your goals, your current site and the most sensible way forward.",
  },
  industries: [
    "Law firms",
    "Government contractors",
    "Financial services",
    "Healthcare practices",
    "Insurance agencies",
    "Real estate",
    "Nonprofits and associations",
    "Professional services",
  ],
  serviceAreas: [
    "Henrico County",
    "Chesterfield County",
    "Hanover County",
    "Short Pump",
    "Midlothian",
    "Mechanicsville",
    "Glen Allen",
    "Petersburg",
  ],
  keywords: [
    "web design Richmond VA",
    "Richmond law firm website",
    "Richmond website developer",
    "government contractor website Virginia",
    "Richmond local SEO",
    "small business web design Henrico",
    "client portal development Richmond",
  ],
  cardDescription:
    "Professional websites, local SEO and secure client portals for law firms and businesses across the Richmond metro area.",
});
