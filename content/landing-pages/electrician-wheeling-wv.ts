import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "electrician-wheeling-wv",
  kind: "trade",
  trade: "Electrician",
  city: "Wheeling",
  state: "WV",
  mapPoint: { lon: -80.72, lat: 40.06 },
  region: "Elsewhere in West Virginia",
  meta: {
    title: "Electrician Website Design in Wheeling, WV",
    description:
      "Electrician websites for Wheeling and the Northern Panhandle: service request forms, emergency call access, license details and local search visibility.",
  },
  heading: "Professional Web Design Services in Wheeling WV",
  intro:
    "Electrical work demands trust, and Wheeling property owners want proof that the electrician they hire is licensed, insured and careful. Whether someone needs a panel upgrade in a Victorian home, new circuits for a kitchen remodel, a generator hookup before winter or help after an outage, they usually search online first.",
  services: [
    {
      title: "Custom Electrician Website Design",
      description:
        "A polished, mobile-friendly site with service pages for panels, wiring, lighting, generators and EV chargers, plus a prominent call button for urgent problems.",
    },
    {
      title: "Local SEO for the Northern Panhandle",
      description:
        "Search optimization and Google Business Profile management tuned to Wheeling, Ohio County and nearby Ohio towns, so customers close by can find your shop.",
    },
    {
      title: "Service Request and Scheduling Forms",
      description:
        "Forms that ask about the problem, the property and timing, with room for photos, so your electricians arrive with the right parts.",
    },
    {
      title: "License, Insurance and Safety Pages",
      description:
        "A clear record of your state electrical license, insurance, training and safety practices, presented so homeowners and general contractors can verify it.",
    },
    {
      title: "Older Home Rewiring Content",
      description:
        "Pages that speak to owners of older houses about knob-and-tube replacement, service upgrades and careful work that respects original plaster and trim.",
    },
    {
      title: "Commercial and Industrial Service Pages",
      description:
        "Sections for businesses, warehouses and property managers covering lighting retrofits, maintenance contracts and code-related upgrades.",
    },
  ],
  localMarket: {
    heading: "Electrical Services in Wheeling and the Upper Ohio Valley",
    paragraphs: [
      "Wheeling is known for its nineteenth-century architecture, from the Victorian houses near downtown and on Wheeling Island to the brick commercial buildings along Main and Market streets. Many of those properties need electrical updates to handle modern loads safely. Electricians who understand older construction have a real advantage here, and a website that shows that experience, with photos and plain explanations, gives owners of historic properties the confidence to call. It also helps you attract the renovation work that keeps crews busy between emergency calls.",
      "The Northern Panhandle is a compact market where word of mouth travels fast, yet customers still check reviews and websites before they commit. Your service area may stretch from Wellsburg down to Moundsville and across the river into Ohio, and search engines need clear signals about each of those places. We structure your pages so every community is covered honestly, keep the site quick on older phones, and set up forms that route after-hours emergencies separately from quote requests.",
      "We build electrician websites that make your qualifications obvious, explain residential and commercial services in everyday language, and give visitors a fast way to call or request service. The site sorts emergencies from routine jobs, so your office can respond to each request in the right order.",
    ],
  },
  cta: {
    heading: "Bring More Service Calls to Your Electrical Shop",
    text: "Describe the electrical work you do, the towns you cover and how you handle emergencies today. We will map out a website that highlights your credentials and makes it easy for customers to reach you.",
  },
  industries: [
    "Residential electricians",
    "Commercial electrical contractors",
    "Industrial electrical services",
    "Generator installation companies",
    "Solar and EV charger installers",
    "Lighting and controls specialists",
    "Low-voltage and data cabling",
    "Electrical inspection services",
  ],
  serviceAreas: [
    "Wheeling",
    "Moundsville",
    "Wellsburg",
    "Triadelphia",
    "Bethlehem",
    "St. Clairsville OH",
    "Martins Ferry OH",
    "Ohio County",
  ],
  keywords: [
    "electrician website design Wheeling WV",
    "electrical contractor web design",
    "electrician SEO Northern Panhandle",
    "electrician service request form",
    "website for electricians West Virginia",
  ],
  cardDescription:
    "Websites for Wheeling electricians and electrical contractors that show licensing, handle service requests and reach customers across the Northern Panhandle.",
});
