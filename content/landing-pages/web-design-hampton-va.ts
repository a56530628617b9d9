import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-hampton-va",
  kind: "city",
  city: "Hampton",
  state: "VA",
  mapPoint: { lon: -76.35, lat: 37.03 },
  region: "Hampton Roads",
  meta: {
    title: "Hampton, VA Web Design for Aerospace and Local Firms",
    description:
      "Web design in Hampton, VA for aerospace and defense contractors near NASA Langley, waterfront businesses, healthcare practices and law firms.",
  },
  heading: "Professional Web Design Services in Hampton VA",
  intro:
    "Hampton pairs a long maritime history with a deep connection to aerospace research, thanks to NASA Langley Research Center and Joint Base Langley-Eustis. We build websites for Hampton businesses ranging from engineering contractors and technical consultants to waterfront restaurants, medical offices and law practices.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Thoughtfully designed websites for Hampton organizations, created around your audience, whether that means mission partners, patients or weekend visitors.",
    },
    {
      title: "Peninsula Neighborhood SEO",
      description:
        "Local search optimization for Hampton, Phoebus, Buckroe and nearby Peninsula cities, with accurate listings and service pages for each area.",
    },
    {
      title: "Aerospace and Research Contractors",
      description:
        "Websites that present engineering expertise, technical capabilities and key personnel for firms supporting NASA Langley and related research programs.",
    },
    {
      title: "Defense and Government Contractor Sites",
      description:
        "Capability statements, NAICS codes and contract vehicles organized for buyers connected to Joint Base Langley-Eustis and federal agencies.",
    },
    {
      title: "Waterfront and Tourism Businesses",
      description:
        "Sites for marinas, charters, restaurants and attractions around the downtown waterfront, Fort Monroe and Buckroe Beach.",
    },
    {
      title: "Healthcare and Veterans' Services",
      description:
        "Accessible websites for clinics, therapists and organizations serving veterans, military families and local patients.",
    },
  ],
  localMarket: {
    heading: "Serving Hampton's Aerospace, Defense and Local Businesses",
    paragraphs: [
      "Hampton has close ties to both military operations and scientific research. NASA Langley and Joint Base Langley-Eustis support a large network of engineering firms, contractors and consultants, and those companies are judged by how clearly they can describe specialized work. We build websites that make technical capabilities understandable to program managers, contracting officers and potential hires alike.",
      "Hampton is also a city of neighborhoods and history, from the shops and galleries of Phoebus to the downtown waterfront and the historic grounds of Fort Monroe. Hampton University adds a strong academic presence, and residents across the city rely on local healthcare, legal and home service providers they find through search. We help those businesses appear in local results and deliver a smooth experience once visitors arrive, with ongoing support that keeps every page secure.",
      "Each site is designed for your organization, written in clear language and supported with secure hosting and ongoing maintenance, so it keeps working as your company grows and your services change.",
    ],
  },
  cta: {
    heading: "Start Your Hampton Website Project With a Conversation",
    text: "Share a bit about your organization and the audiences you need to reach. We will come prepared with practical ideas, a proposed scope and answers to your questions about design, search and support.",
  },
  industries: [
    "Aerospace contractors",
    "Defense and government contractors",
    "Engineering services",
    "Healthcare practices",
    "Law firms",
    "Tourism and waterfront businesses",
    "Higher education services",
    "Veteran-owned businesses",
  ],
  serviceAreas: [
    "Newport News",
    "Poquoson",
    "York County",
    "Yorktown",
    "Williamsburg",
    "Norfolk",
    "Phoebus",
    "Virginia Peninsula",
  ],
  keywords: [
    "web design Hampton VA",
    "aerospace company website design",
    "NASA Langley contractor website",
    "defense contractor web design Hampton Roads",
    "Hampton website developer",
    "Peninsula small business SEO",
  ],
  cardDescription:
    "Websites for Hampton aerospace and defense contractors, waterfront businesses and practices near NASA Langley and Fort Monroe.",
});
