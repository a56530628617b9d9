import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-winchester-va",
  kind: "city",
  city: "Winchester",
  state: "VA",
  mapPoint: { lon: -78.16, lat: 39.19 },
  region: "Shenandoah Valley, Central and Northern",
  meta: {
    title: "Winchester, VA Website Design and Local Search",
    description:
      "Websites for Winchester, VA businesses in the northern Shenandoah Valley: custom design, local SEO, healthcare and logistics sites, and ongoing support.",
  },
  heading: "Professional Web Design Services in Winchester VA",
  intro:
    "Winchester combines a historic Old Town, a major regional medical center, a university and a busy distribution corridor along Interstate 81, which gives local businesses an unusually broad set of customers. We design websites for Winchester companies that need to reach residents, commuters, students and other businesses across the northern Shenandoah Valley.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Custom-built sites for Winchester businesses, planned around your customers and goals, with modern design and dependable performance.",
    },
    {
      title: "Local SEO for Winchester and Frederick County",
      description:
        "Location-aware optimization and business profile management to help you appear in searches across Winchester, Frederick County and nearby Clarke and Warren counties.",
    },
    {
      title: "Healthcare and Medical Practice Sites",
      description:
        "Websites for physicians, specialists, dentists and therapy providers, with appointment requests, insurance information and patient resources.",
    },
    {
      title: "Logistics and Distribution Company Sites",
      description:
        "Capability pages, service area maps, quote requests and recruiting sections for trucking, warehousing and distribution businesses along I-81.",
    },
    {
      title: "Government Contractor Websites",
      description:
        "Capability statements, NAICS codes, certifications and past performance pages for firms pursuing federal and state work from the northern Shenandoah Valley.",
    },
    {
      title: "Orchard and Agritourism Sites",
      description:
        "Websites for orchards, farm markets and agritourism businesses, with seasonal picking schedules, product updates and event information.",
    },
  ],
  localMarket: {
    heading: "Helping Winchester Businesses Compete Online",
    paragraphs: [
      "Winchester has deep roots as an apple-growing center, celebrated each spring with the Shenandoah Apple Blossom Festival, and its Old Town blocks are full of independent shops and restaurants. Shenandoah University and the regional medical center bring professionals, students and patients from a wide area, and the city's location on Interstate 81 has made it a natural home for distribution and manufacturing. That variety gives local businesses many opportunities, but it also means more competition in search results.",
      "Many residents of Winchester and Frederick County commute toward northern Virginia, and they expect the same polished online experience they get from businesses in larger markets. We help local companies meet that standard through careful design and attentive, ongoing support. Our sites are fast, secure and written to answer real questions, and we structure local content so you can rank in Stephens City, Front Royal, Berryville and across the state line in the Eastern Panhandle of West Virginia.",
      "Whether you run a shop on the Old Town walking mall, a medical practice, a warehouse operation or a professional firm, we build a site that explains what you do, earns trust quickly and guides visitors toward a call, booking or quote.",
    ],
  },
  cta: {
    heading: "Let's Build a Stronger Winchester Website",
    text: "Share your goals, your customers and the areas you serve around Winchester. We will outline a website and local search plan that fits your business and the way your customers make decisions.",
  },
  industries: [
    "Healthcare practices",
    "Logistics and distribution",
    "Orchards and agritourism",
    "Restaurants and retail",
    "Government contractors",
    "Manufacturers",
    "Professional services firms",
    "Home services and contractors",
  ],
  serviceAreas: [
    "Winchester",
    "Stephens City",
    "Middletown",
    "Berryville",
    "Front Royal",
    "Frederick County",
    "Clarke County",
    "Martinsburg WV",
  ],
  cardDescription:
    "Web design and local SEO for Winchester and Frederick County, serving Old Town shops, medical practices, logistics firms and professional services.",
});
