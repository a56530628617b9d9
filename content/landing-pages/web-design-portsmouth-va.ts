import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-portsmouth-va",
  kind: "city",
  city: "Portsmouth",
  state: "VA",
  mapPoint: { lon: -76.3, lat: 36.84 },
  region: "Hampton Roads",
  meta: {
    title: "Web Design in Portsmouth, VA for Local Companies",
    description:
      "Custom websites and local SEO for Portsmouth shipyard contractors, maritime suppliers, Olde Towne businesses and professional offices in Hampton Roads.",
  },
  heading: "Professional Web Design Services in Portsmouth VA",
  intro:
    "Portsmouth has been tied to the sea for centuries, and Norfolk Naval Shipyard remains at the center of its working waterfront. We design websites for Portsmouth companies that support the shipyard and the wider maritime industry, as well as for the law offices, clinics, restaurants and shops in Olde Towne and beyond.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Custom websites for Portsmouth businesses, written and designed to present your capabilities honestly and make contacting you effortless.",
    },
    {
      title: "Portsmouth Local SEO",
      description:
        "Local search improvements for Portsmouth, Churchland and neighboring cities, so customers on both sides of the Elizabeth River can find you.",
    },
    {
      title: "Shipyard and Maritime Contractors",
      description:
        "Websites for ship repair firms, marine electricians, welders and suppliers that work alongside the naval shipyard, with capability and certification pages.",
    },
    {
      title: "Federal Contractor Capability Sites",
      description:
        "Clear capability statements, contract details and points of contact for small businesses pursuing federal and defense subcontracts.",
    },
    {
      title: "Historic District Businesses",
      description:
        "Websites for restaurants, galleries, inns and shops in Olde Towne, with event listings, menus and directions from the ferry landing and waterfront.",
    },
    {
      title: "Accessibility Compliance",
      description:
        "Reviews and fixes that bring your website closer to WCAG standards, removing barriers for visitors with disabilities and reducing legal exposure.",
    },
  ],
  localMarket: {
    heading: "Websites for Portsmouth's Working Waterfront",
    paragraphs: [
      "Norfolk Naval Shipyard has shaped Portsmouth's economy for generations, and the city is home to many small firms that provide welding, electrical work, engineering, staffing and supplies for ship maintenance. These companies often compete for subcontracts against larger firms with full marketing departments. A focused website that spells out certifications, qualifications and past work helps a smaller contractor look as capable as it really is.",
      "Away from the shipyard, Olde Towne's historic homes, waterfront parks and local restaurants give Portsmouth a distinct character that visitors discover by ferry or through the tunnels. Neighborhoods like Churchland and Cradock support their own mix of family businesses, medical practices and service companies. We help all of these businesses show up in local searches and present themselves well, then handle the ongoing upkeep so owners can stay focused on customers.",
      "Our approach is straightforward: learn how your business really operates, build a site that explains it clearly, and keep that site secure and current for years to come.",
    ],
  },
  cta: {
    heading: "Build a Website That Shows What Your Portsmouth Business Can Do",
    text: "Tell us about your work, whether it happens at a dry dock or a downtown storefront. We will propose a website and search plan that fits, and we will explain every part of it clearly.",
  },
  industries: [
    "Ship repair and maritime",
    "Defense subcontractors",
    "Skilled trades",
    "Staffing agencies",
    "Law firms",
    "Healthcare practices",
    "Restaurants and hospitality",
    "Retail and galleries",
  ],
  serviceAreas: [
    "Norfolk",
    "Chesapeake",
    "Suffolk",
    "Virginia Beach",
    "Churchland",
    "Isle of Wight County",
    "Smithfield",
    "Hampton Roads",
  ],
  cardDescription:
    "Websites for Portsmouth maritime contractors, shipyard suppliers and Olde Towne businesses along the Elizabeth River.",
});
