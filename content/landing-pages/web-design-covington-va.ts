import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-covington-va",
  kind: "city",
  city: "Covington",
  state: "VA",
  mapPoint: { lon: -79.99, lat: 37.79 },
  region: "Southwest and Southside",
  meta: {
    title: "Web Design in Covington, VA and the Alleghany Highlands",
    description:
      "Custom websites for Covington, VA businesses and organizations across the Alleghany Highlands, with local SEO, managed hosting and practical support.",
  },
  heading: "Professional Web Design Services in Covington VA",
  intro:
    "Covington is a short drive east on Interstate 64 from our Lewisburg office, close enough to meet in person when a project calls for it. We design websites for Covington retailers, manufacturers, contractors, medical offices, law firms and recreation businesses that want a stronger presence online.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Websites built for Covington organizations from the ground up, with layouts and messaging that reflect your business rather than a generic template.",
    },
    {
      title: "Local SEO for the Alleghany Highlands",
      description:
        "Local search optimization for Covington, Clifton Forge and surrounding communities, including business profile management and location-aware page content.",
    },
    {
      title: "Manufacturing and Industrial Supplier Sites",
      description:
        "Capability pages, equipment lists and quote request forms for manufacturers, machine shops and suppliers serving the region's industrial employers.",
    },
    {
      title: "Outdoor Recreation and Tourism Sites",
      description:
        "Sites for lodging, fishing and paddling outfitters, and attractions near the Jackson River, Lake Moomaw and Douthat State Park.",
    },
    {
      title: "Healthcare and Professional Practice Sites",
      description:
        "Websites for physicians, dentists, therapists, attorneys and accountants, with service pages, provider bios and secure contact options.",
    },
    {
      title: "Online Ordering and Booking",
      description:
        "Menus, product catalogs, appointment requests and reservation tools that let customers order or book without calling during your busiest hours.",
    },
  ],
  localMarket: {
    heading: "Supporting Business in Covington and Alleghany County",
    paragraphs: [
      "Covington grew along the Jackson River, and its paper mill has long been one of the area's defining employers, supporting a network of suppliers, contractors and service companies. The city is the seat of Alleghany County and the commercial hub for nearby towns like Clifton Forge, Low Moor and Iron Gate. Businesses here often depend on repeat customers and personal recommendations, and a professional website reinforces the reputation you have already built in person with the people who know you.",
      "The Highlands also draw outdoor visitors, with trout fishing on the Jackson River, boating at Lake Moomaw, hiking at Douthat State Park and the historic Humpback Bridge just outside town. Restaurants, lodging and outfitters can reach those travelers with clear, mobile-friendly sites that show up in search. We ask how your customers find you and what they need to know first, and we build sites that respect your budget and your customers' time.",
      "Each site is built around what your customers are looking for, written in plain language and tuned to appear in local searches. After launch, we stay involved with hosting, security and updates, so your website keeps working while you run your business.",
    ],
  },
  cta: {
    heading: "Ready to Strengthen Your Covington Business Online?",
    text: "Tell us about your business and the customers you want to reach in the Alleghany Highlands. We will recommend a clear website and search plan, with pricing explained up front.",
  },
  industries: [
    "Manufacturers and suppliers",
    "Industrial contractors",
    "Outdoor recreation and outfitters",
    "Restaurants and lodging",
    "Medical and dental practices",
    "Law and accounting firms",
    "Retail shops",
    "Home services and trades",
  ],
  serviceAreas: [
    "Covington",
    "Clifton Forge",
    "Low Moor",
    "Iron Gate",
    "Callaghan",
    "Hot Springs",
    "Alleghany County",
    "Bath County",
  ],
  cardDescription:
    "Websites and local SEO for Covington and the Alleghany Highlands, from manufacturers and suppliers to outfitters, practices and shops.",
});
