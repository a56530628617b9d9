import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "hvac-huntington-wv",
  kind: "trade",
  trade: "HVAC",
  city: "Huntington",
  state: "WV",
  mapPoint: { lon: -82.45, lat: 38.42 },
  region: "Elsewhere in West Virginia",
  meta: {
    title: "HVAC Company Web Design in Huntington, WV",
    description:
      "HVAC websites for Huntington heating and cooling companies: emergency call buttons, service request forms, maintenance plan pages and Tri-State local SEO.",
  },
  heading: "Professional Web Design Services in Huntington WV",
  intro:
    "When a furnace quits on a January night or an air conditioner fails during a muggy Ohio River summer, Huntington homeowners grab their phones and call the first heating and cooling company that looks reliable. Your HVAC website has to show quickly that you answer those calls.",
  services: [
    {
      title: "Custom HVAC Website Design",
      description:
        "A clean, mobile-first site with click-to-call placement, service pages for heating, cooling, heat pumps, ductwork and indoor air quality, and photos of your own trucks and team.",
    },
    {
      title: "Local SEO for the Tri-State Area",
      description:
        "Search optimization for Huntington and nearby Kentucky and Ohio communities, including Google Business Profile work and service area pages that match where you actually send technicians.",
    },
    {
      title: "Emergency Service and Scheduling",
      description:
        "After-hours messaging, service request forms and optional online booking so customers can reach you on nights, weekends and holidays.",
    },
    {
      title: "Maintenance Plan Sign-Up Pages",
      description:
        "Pages that explain your seasonal tune-up agreements and what they include, with a simple way for customers to enroll and renew.",
    },
    {
      title: "Financing and Rebate Information",
      description:
        "Clear pages on the equipment financing options and utility or manufacturer rebates you offer, so replacement customers can plan ahead.",
    },
    {
      title: "Reviews and Reputation Showcase",
      description:
        "A tidy display of customer reviews, with a follow-up message after each visit that asks every customer for an honest review, whatever their experience.",
    },
  ],
  localMarket: {
    heading: "Heating and Cooling Demand in Huntington and the Tri-State",
    paragraphs: [
      "Huntington sits where West Virginia, Kentucky and Ohio meet, so a local HVAC company often works across state lines in a single week. Older houses near Marshall University and in the established neighborhoods around downtown bring their own challenges, from aging boilers to ductwork squeezed into tight spaces, while newer construction in Barboursville and Milton calls for high-efficiency systems. Your website should reflect that range of work and make clear which jobs you want most.",
      "Seasonal swings drive HVAC demand along this stretch of the river: heating calls dominate the coldest months, and cooling and humidity problems take over in summer. We plan content around those cycles, with pages and updates that promote tune-ups before each season and send urgent visitors straight to the phone. Landlords and property managers near campus are another steady source of work, and a dedicated commercial section gives them a reason to call your shop instead of a competitor.",
      "We build sites for HVAC contractors that put emergency service at the top of every page, list the systems and brands you work on, show the neighborhoods and towns you cover, and let customers request a visit without waiting on hold. Between rush calls, the same site promotes maintenance agreements and system replacements that keep your technicians busy all year.",
    ],
  },
  cta: {
    heading: "Plan an HVAC Website for Both Busy Seasons",
    text: "Tell us about your service area, the equipment you install and the calls you want more of. We will put together a website plan that brings in emergency work, replacements and maintenance customers alike.",
  },
  industries: [
    "Residential HVAC contractors",
    "Commercial heating and cooling",
    "Heat pump installers",
    "Ductwork and sheet metal shops",
    "Boiler and hydronic specialists",
    "Indoor air quality services",
    "Refrigeration contractors",
    "Geothermal system installers",
  ],
  serviceAreas: [
    "Huntington",
    "Barboursville",
    "Milton",
    "Kenova",
    "Ceredo",
    "Ashland KY",
    "Proctorville OH",
    "Cabell County",
  ],
  keywords: [
    "HVAC website design Huntington WV",
    "heating and cooling company marketing",
    "HVAC SEO Tri-State",
    "furnace repair website",
    "air conditioning contractor web design",
    "HVAC service request form",
  ],
  cardDescription:
    "Websites for Huntington heating and cooling companies, built for emergency calls, maintenance plan sign-ups and visibility across the Tri-State.",
});
