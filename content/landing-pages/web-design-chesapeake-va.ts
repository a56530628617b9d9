import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-chesapeake-va",
  kind: "city",
  city: "Chesapeake",
  state: "VA",
  mapPoint: { lon: -76.29, lat: 36.77 },
  region: "Hampton Roads",
  meta: {
    title: "Chesapeake, VA Websites for Small Businesses",
    description:
      "Web design and local SEO for Chesapeake contractors, logistics companies, farms, law firms and family businesses from Western Branch to Great Bridge.",
  },
  heading: "Professional Web Design Services in Chesapeake VA",
  intro:
    "Chesapeake spreads across a wide area, from the busy commercial corridors of Greenbrier and Great Bridge to the farmland and wetlands near the Great Dismal Swamp. That range makes it a tough market for generic websites, because customers in different parts of the city search in different ways.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Fresh, original websites for Chesapeake companies, designed around your services, your service area and the questions customers ask most often.",
    },
    {
      title: "Chesapeake Local SEO",
      description:
        "Search visibility for each part of the city, with map listings and service-area pages for Great Bridge, Western Branch, Deep Creek and Hickory.",
    },
    {
      title: "Logistics and Distribution Sites",
      description:
        "Websites for trucking, warehousing and freight companies near the port and interstate corridors, with clear service and quote request pages.",
    },
    {
      title: "Construction and Home Services",
      description:
        "Project galleries, service-area maps and estimate forms for builders, remodelers, landscapers and trades serving the city's growing neighborhoods.",
    },
    {
      title: "Agriculture and Rural Businesses",
      description:
        "Simple, well-organized sites for farms, nurseries, farm markets and equipment dealers in southern Chesapeake.",
    },
    {
      title: "Law Firm and Professional Office Sites",
      description:
        "Credible websites for attorneys, accountants and consultants, with secure inquiry forms and pages that explain each service plainly.",
    },
  ],
  localMarket: {
    heading: "A Website Strategy for Chesapeake's Many Communities",
    paragraphs: [
      "Chesapeake is one of the largest cities in Virginia by land area, and its communities feel quite different from one another. Suburban neighborhoods in Western Branch and Great Bridge sit alongside industrial areas near the Elizabeth River and rural stretches to the south toward the North Carolina line. A business that serves all of them needs a site that names those areas clearly and helps each visitor see that the company serves their part of town.",
      "Residential growth has brought steady demand for contractors, healthcare providers, legal services and retailers, while the city's road and rail connections support a strong logistics sector. We help owners in each of these fields build sites that are easy to find and easy to use. After launch, we keep the site patched, backed up and updated, giving busy Chesapeake owners one fewer thing to worry about.",
      "We design sites for Chesapeake businesses that reflect where and how you actually work, combining clean custom design with local search work, dependable hosting and support you can reach when you need it.",
    ],
  },
  cta: {
    heading: "Let's Build a Site That Covers All of Chesapeake",
    text: "Share what you do and which parts of the city you serve. We will map out a website and local search plan built around your real service area and explain each step along the way.",
  },
  industries: [
    "Construction and remodeling",
    "Logistics and trucking",
    "Home services",
    "Agriculture and nurseries",
    "Law firms",
    "Healthcare practices",
    "Retail",
    "Professional services",
  ],
  serviceAreas: [
    "Norfolk",
    "Virginia Beach",
    "Portsmouth",
    "Suffolk",
    "Great Bridge",
    "Western Branch",
    "Deep Creek",
    "Currituck County, NC",
  ],
  cardDescription:
    "Custom websites and neighborhood-focused local SEO for Chesapeake businesses, from Great Bridge to Western Branch.",
});
