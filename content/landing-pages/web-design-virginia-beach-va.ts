import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-virginia-beach-va",
  kind: "city",
  city: "Virginia Beach",
  state: "VA",
  mapPoint: { lon: -75.98, lat: 36.85 },
  region: "Hampton Roads",
  meta: {
    title: "Virginia Beach Web Design for Tourism and Local Firms",
    description:
      "Websites and local SEO for Virginia Beach hotels, restaurants, contractors, law firms and healthcare practices, built to turn visitors into customers.",
  },
  heading: "Professional Web Design Services in Virginia Beach VA",
  intro:
    "Virginia Beach businesses serve two very different audiences: year-round residents and the visitors who arrive each summer for the Oceanfront and the boardwalk. We build websites for Virginia Beach companies that speak to both, with fast mobile pages for travelers searching on the go and detailed service information for locals comparing contractors, attorneys or doctors.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "One-of-a-kind sites for Virginia Beach businesses, designed to look sharp on a phone at the beach and on a desktop at the office.",
    },
    {
      title: "Virginia Beach Local SEO",
      description:
        "Map listings, review guidance and location pages aimed at searches from the Oceanfront, Town Center, Sandbridge and the neighboring cities.",
    },
    {
      title: "Tourism and Hospitality Sites",
      description:
        "Websites for hotels, vacation rentals, fishing charters and attractions with booking integrations, seasonal specials and event calendars.",
    },
    {
      title: "Restaurant and Retail Websites",
      description:
        "Menus, hours, online ordering links and directions presented clearly for diners and shoppers who are searching in the moment.",
    },
    {
      title: "Home Services and Contractors",
      description:
        "Quote request forms, project galleries and service-area pages for builders, roofers, HVAC companies and other trades serving coastal homes.",
    },
    {
      title: "Military and Veteran-Owned Businesses",
      description:
        "Sites for companies founded by service members and veterans, with clear capability statements for government and commercial buyers.",
    },
  ],
  localMarket: {
    heading: "Web Design Built for the Virginia Beach Market",
    paragraphs: [
      "Tourism along the Oceanfront is only part of the Virginia Beach story. The city also hosts Naval Air Station Oceana and a large community of military families, along with healthcare providers, builders and professional firms spread from Town Center to Pungo. Visitors and residents alike tend to search on their phones, often with a specific need and little patience, so a site has to load quickly and make the next step obvious.",
      "Seasonal demand makes timing important for local businesses here. A rental company or restaurant needs its site updated before the summer rush, while a contractor or law office depends on steady visibility all year long. We plan content calendars and search work around those rhythms and keep the technical foundation secure, so you are not scrambling to fix a broken page in the middle of your busiest weeks.",
      "Our team handles design, development, search optimization and maintenance, so your site stays current through every season of the year.",
    ],
  },
  cta: {
    heading: "Get Your Virginia Beach Business Ready for Its Next Season",
    text: "Reach out with a few details about your business, and we will outline a website and search plan that fits your timeline, your customers and the way you actually work.",
  },
  industries: [
    "Tourism and hospitality",
    "Restaurants",
    "Vacation rentals",
    "Home services and contractors",
    "Healthcare practices",
    "Law firms",
    "Real estate",
    "Veteran-owned businesses",
  ],
  serviceAreas: [
    "Norfolk",
    "Chesapeake",
    "Portsmouth",
    "Suffolk",
    "Hampton",
    "Newport News",
    "Sandbridge",
    "Pungo",
  ],
  keywords: [
    "web design Virginia Beach",
    "Virginia Beach website design",
    "tourism website design",
    "hotel website Virginia Beach",
    "restaurant website Virginia Beach",
    "Virginia Beach SEO company",
    "small business website Virginia Beach",
  ],
  cardDescription:
    "Mobile-first websites and local SEO for Virginia Beach tourism, hospitality and service businesses, ready for every season.",
});
