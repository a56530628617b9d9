import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-newport-news-va",
  kind: "city",
  city: "Newport News",
  state: "VA",
  mapPoint: { lon: -76.47, lat: 37.09 },
  region: "Hampton Roads",
  meta: {
    title: "Website Design in Newport News, Virginia",
    description:
      "Custom websites for Newport News shipbuilding suppliers, defense contractors, healthcare practices and local businesses on the Virginia Peninsula.",
  },
  heading: "Professional Web Design Services in Newport News VA",
  intro:
    "Newport News is defined by shipbuilding, and the shipyard on the James River supports a long chain of suppliers, engineering firms and skilled trades across the Peninsula. We design websites for Newport News businesses that need to show technical competence to industrial buyers while staying approachable for local customers.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "A purpose-built website for your Newport News company, with structure and wording drawn from conversations with your team instead of a template.",
    },
    {
      title: "Peninsula Local SEO",
      description:
        "Local optimization covering Newport News, Hampton, Yorktown and Williamsburg searches, including map listings and well-targeted service pages.",
    },
    {
      title: "Shipbuilding and Marine Suppliers",
      description:
        "Capability-focused websites listing quality certifications, equipment, materials and past work for vendors supporting naval and commercial shipbuilding.",
    },
    {
      title: "Engineering and Technical Services",
      description:
        "Sites for engineering, inspection and technical staffing firms that need to present credentials, safety programs and service lines clearly.",
    },
    {
      title: "Defense Contractor Websites",
      description:
        "Professional capability statements, contract vehicles and contact details organized for prime contractors and government buyers on the Peninsula.",
    },
    {
      title: "Healthcare Practice Websites",
      description:
        "Patient-centered sites for clinics and specialists, with accessible design, secure appointment requests and clear insurance information.",
    },
  ],
  localMarket: {
    heading: "Websites for Newport News and the Virginia Peninsula",
    paragraphs: [
      "The Newport News economy leans heavily on shipbuilding and defense work, and many local companies earn their business through referrals and relationships built over decades. That approach still matters, but buyers and new hires now check a company's website before they ever make contact. A site that clearly lists capabilities, certifications and leadership gives those visitors confidence and supports the reputation you have already earned.",
      "The city is also home to Christopher Newport University, the Mariners' Museum and a broad mix of retail and medical offices, all of which bring in customers who search locally. We help businesses here reach those customers with focused local SEO and easy-to-use sites, then stay on to manage hosting, backups and updates. Working with one team for design and ongoing support keeps things simple for owners who would rather spend their time on their trade.",
      "Whether you fabricate components, run a family practice or operate a storefront near City Center, we build a site around your real work and keep it secure and up to date.",
    ],
  },
  cta: {
    heading: "Plan a Website That Reflects Your Newport News Craftsmanship",
    text: "Tell us about your company, your customers and the work you are proudest of. We will recommend a website approach that shows it well and give you a straightforward estimate.",
  },
  industries: [
    "Shipbuilding suppliers",
    "Defense contractors",
    "Engineering services",
    "Skilled trades",
    "Healthcare practices",
    "Law firms",
    "Retail and dining",
    "Higher education services",
  ],
  serviceAreas: [
    "Hampton",
    "Yorktown",
    "York County",
    "Williamsburg",
    "James City County",
    "Poquoson",
    "Smithfield",
    "Isle of Wight County",
  ],
  cardDescription:
    "Websites for Newport News shipbuilding suppliers, engineering firms and local businesses across the Virginia Peninsula.",
});
