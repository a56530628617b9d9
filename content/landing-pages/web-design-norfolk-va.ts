import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-norfolk-va",
  kind: "city",
  city: "Norfolk",
  state: "VA",
  mapPoint: { lon: -76.29, lat: 36.85 },
  region: "Hampton Roads",
  meta: {
    title: "Norfolk Website Design for Maritime and Local Firms",
    description:
      "Web design and local SEO in Norfolk, VA for maritime suppliers, defense contractors, law offices and healthcare practices across Hampton Roads.",
  },
  heading: "Professional Web Design Services in Norfolk VA",
  intro:
    "Norfolk's economy is shaped by the water, from Naval Station Norfolk and the port terminals to the shipyards and repair firms that keep vessels moving. We design websites for Norfolk businesses that need to communicate clearly with military buyers and everyday customers alike, whether they sell marine parts, provide legal services or run a neighborhood clinic.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Tailored websites for Norfolk companies, designed to present technical capabilities and local services with equal clarity on desktop and mobile.",
    },
    {
      title: "Hampton Roads Local SEO",
      description:
        "Search optimization for Norfolk neighborhoods and surrounding cities, including map listings, review strategy and a page for each location you serve.",
    },
    {
      title: "Maritime and Ship Repair Suppliers",
      description:
        "Websites that list certifications, facilities and capabilities for marine contractors, ship repair firms and port service companies.",
    },
    {
      title: "Defense Contractor Websites",
      description:
        "Professional sites with capability statements, NAICS codes and contract information presented for buyers connected to the naval community.",
    },
    {
      title: "Law Firm Websites",
      description:
        "Sites for attorneys handling maritime, military family, personal injury and business matters, with secure forms for new client inquiries.",
    },
    {
      title: "Healthcare Practice Websites",
      description:
        "Accessible websites for medical and dental offices serving Norfolk residents, service members and their families.",
    },
  ],
  localMarket: {
    heading: "Supporting Businesses in Norfolk and Hampton Roads",
    paragraphs: [
      "Home to the world's largest naval base, Norfolk supports a deep network of contractors, suppliers and service businesses tied to the Navy and the Port of Virginia. Prime contractors and procurement staff often look at a company's website before they call. A clear, current site that lists capabilities, certifications and points of contact can make a real difference when a buyer is comparing vendors.",
      "Norfolk is also a city of neighborhoods, with Ghent, downtown and the streets around Old Dominion University each supporting their own restaurants, shops and professional offices. Frequent military moves mean new residents are always searching for doctors, lawyers and home services, usually on a phone. We help local businesses appear in those searches and turn visitors into calls, while handling the hosting and security work that keeps a site dependable.",
      "Each site is custom built, secured and maintained, with content that reflects your actual capabilities rather than vague marketing language.",
    ],
  },
  cta: {
    heading: "Put a Stronger Website to Work in Norfolk",
    text: "Tell us what your business does and who you want to reach. We will suggest a practical plan for design, search visibility and upkeep, and explain the costs before anything begins.",
  },
  industries: [
    "Maritime and ship repair",
    "Defense contractors",
    "Law firms",
    "Healthcare practices",
    "Logistics and port services",
    "Hospitality and dining",
    "Real estate",
    "Military family services",
  ],
  serviceAreas: [
    "Virginia Beach",
    "Chesapeake",
    "Portsmouth",
    "Suffolk",
    "Hampton",
    "Newport News",
    "South Hampton Roads",
    "Virginia Peninsula",
  ],
  keywords: [
    "web design Norfolk VA",
    "Norfolk website designer",
    "maritime company website",
    "defense contractor website Hampton Roads",
    "Norfolk law firm web design",
    "Hampton Roads SEO",
  ],
  cardDescription:
    "Websites for Norfolk maritime suppliers, defense contractors, law offices and local businesses throughout Hampton Roads.",
});
