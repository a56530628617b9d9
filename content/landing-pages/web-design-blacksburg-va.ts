import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-blacksburg-va",
  kind: "city",
  city: "Blacksburg",
  state: "VA",
  mapPoint: { lon: -80.41, lat: 37.23 },
  region: "Southwest and Southside",
  meta: {
    title: "Blacksburg Web Design for Startups and Local Shops",
    description:
      "Websites for Blacksburg startups, research firms, restaurants and service businesses near Virginia Tech, with local SEO and ongoing technical support.",
  },
  heading: "Professional Web Design Services in Blacksburg VA",
  intro:
    "Blacksburg is a college town where Virginia Tech research feeds a community of startups, engineering consultancies and technology companies. We design websites for Blacksburg organizations that need to explain sophisticated work in simple terms, as well as for the restaurants, property managers and service businesses that keep the town running.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Original websites for Blacksburg businesses, shaped by your brand and audience, whether you serve students, faculty, researchers or longtime residents.",
    },
    {
      title: "New River Valley Local SEO",
      description:
        "Local search optimization across Blacksburg, Christiansburg and Radford, including map listings and location pages for businesses with more than one site.",
    },
    {
      title: "University Spinouts and Research Firms",
      description:
        "Clear, credible sites for companies built on Virginia Tech research, designed to inform investors, grant partners and future employees.",
    },
    {
      title: "Student Housing and Property Management",
      description:
        "Listings, floor plans, application links and maintenance request forms for landlords and property managers serving the student market.",
    },
    {
      title: "Technology and Engineering Companies",
      description:
        "Websites that present software products, engineering services and technical capabilities to clients and recruits without burying them in jargon.",
    },
    {
      title: "Restaurants and Game-Day Businesses",
      description:
        "Fast mobile sites with menus, hours and event details for eateries and shops that serve crowds on football weekends and throughout the semester.",
    },
  ],
  localMarket: {
    heading: "Building for Blacksburg and the New River Valley",
    paragraphs: [
      "Virginia Tech gives Blacksburg a population that shifts with the academic calendar, and local businesses feel those rhythms in their sales, staffing and marketing. Each fall brings a new group of students and families searching for housing, food, healthcare and services, almost always from a phone. A website that is easy to find and quick to navigate helps a business earn those customers at the start of the year and keep them through graduation.",
      "The university's research park and the wider New River Valley also host software firms, engineering groups and manufacturers that hire graduates and work with clients far beyond Virginia. These companies need sites that explain complex work clearly and support recruiting as much as sales. We offer design, development, secure hosting and ongoing IT support from one team, which suits young companies that have not yet built an internal technology team.",
      "Each site is coded from scratch, tested on real devices and maintained by a team you can reach directly when something needs attention.",
    ],
  },
  cta: {
    heading: "Let's Talk About Your Blacksburg Project",
    text: "From a first website for a new venture to a redesign for an established local business, we are happy to listen, ask the right questions and propose a plan that fits your stage.",
  },
  industries: [
    "Technology startups",
    "Research and engineering firms",
    "Student housing",
    "Restaurants and cafes",
    "Retail",
    "Healthcare practices",
    "Outdoor recreation",
    "Nonprofits",
  ],
  serviceAreas: [
    "Christiansburg",
    "Radford",
    "Montgomery County",
    "Pulaski County",
    "Floyd County",
    "Giles County",
    "Salem",
    "New River Valley",
  ],
  keywords: [
    "web design Blacksburg VA",
    "Blacksburg website developer",
    "startup website Virginia Tech",
    "New River Valley web design",
    "Christiansburg website design",
    "student housing website design",
  ],
  cardDescription:
    "Websites for Blacksburg startups, research firms and local businesses serving the Virginia Tech community and the New River Valley.",
});
