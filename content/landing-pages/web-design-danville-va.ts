import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-danville-va",
  kind: "city",
  city: "Danville",
  state: "VA",
  mapPoint: { lon: -79.4, lat: 36.59 },
  region: "Southwest and Southside",
  meta: {
    title: "Danville, VA Web Design and Search Optimization",
    description:
      "Practical custom websites and local SEO for Danville businesses, manufacturers and professional offices across Southside Virginia and the Dan River region.",
  },
  heading: "Professional Web Design Services in Danville VA",
  intro:
    "Danville grew up along the Dan River as a center for tobacco markets and textile mills, and today its economy rests on manufacturing, healthcare, education and a revived downtown. We build websites for Danville companies that want to be found by local customers and taken seriously by regional partners.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Websites designed specifically for your Danville business, with clear service pages, current photography and a layout that guides visitors toward calling or stopping by.",
    },
    {
      title: "Dan River Region Local SEO",
      description:
        "Local search optimization for Danville, Pittsylvania County and nearby North Carolina communities, including map listings and consistent business information.",
    },
    {
      title: "Manufacturing and Industrial Websites",
      description:
        "Sites that present capabilities, equipment, certifications and job openings for manufacturers and industrial suppliers in Southside Virginia.",
    },
    {
      title: "River District Businesses",
      description:
        "Websites for restaurants, shops, breweries and venues in the historic River District, with menus, events and easy directions.",
    },
    {
      title: "Healthcare Practice Websites",
      description:
        "Accessible, patient-friendly sites for clinics, dentists and therapists serving families throughout the Dan River region.",
    },
    {
      title: "Workforce and Training Organizations",
      description:
        "Clear sites for training providers, staffing agencies and career programs that connect residents with local employers.",
    },
  ],
  localMarket: {
    heading: "Helping Danville Businesses Reach a Changing Market",
    paragraphs: [
      "Danville's history as a tobacco and textile city left it with handsome brick warehouses and mill buildings along the riverfront, along with a workforce that has deep industrial skills. Redevelopment of the River District has drawn restaurants, shops and residents back downtown, and many of those newcomers look for services online before anywhere else. Businesses that keep their web presence current are well placed to meet those customers first.",
      "Many Danville owners run lean operations and do not have time to learn web platforms or chase technical problems. We take on that work for them, from writing and design to hosting, security updates and local search listings. When the business changes, the site changes with it: new services, new staff and new hours are quick to add.",
      "Our sites are custom designed, quick to load and easy to update, and we stay available for maintenance, security and questions long after launch.",
    ],
  },
  cta: {
    heading: "Give Your Danville Business a Website It Can Grow Into",
    text: "Tell us about your business, your customers and what you want your website to do. We will respond with a clear plan and a proposal written in plain English, with no jargon and no pressure.",
  },
  industries: [
    "Manufacturing",
    "Healthcare practices",
    "Restaurants and breweries",
    "Retail",
    "Law firms",
    "Construction and trades",
    "Education and training",
    "Nonprofits",
  ],
  serviceAreas: [
    "Pittsylvania County",
    "Chatham",
    "Gretna",
    "South Boston",
    "Halifax County",
    "Martinsville",
    "Henry County",
    "Eden, NC",
  ],
  cardDescription:
    "Custom websites and local search work for Danville businesses across Southside Virginia and the Dan River region.",
});
