import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-greenbrier-county-wv",
  kind: "city",
  city: "Greenbrier County",
  state: "WV",
  mapPoint: { lon: -80.45, lat: 37.95 },
  region: "Greenbrier Valley",
  meta: {
    title: "Greenbrier County, WV Web Design Services",
    description:
      "Websites and local SEO for businesses across Greenbrier County, WV, from Lewisburg and Ronceverte to Rainelle, White Sulphur Springs and Alderson.",
  },
  heading: "Professional Web Design Services in Greenbrier County WV",
  intro:
    "Greenbrier County covers a lot of ground, from the resort corridor in the east to the timber and farm country around Rainelle in the west, and its businesses serve very different customers. We build websites for companies and organizations throughout the county, shaping each one to its audience, whether that means tourists, patients, farmers, homeowners or legal clients.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Websites designed from scratch around your goals and customers, with clear messaging and fast performance for visitors on rural connections.",
    },
    {
      title: "County-Wide Local SEO",
      description:
        "Search strategies that cover every community you serve, from Lewisburg and Fairlea to Rainelle and Rupert, using accurate service area information.",
    },
    {
      title: "Agricultural and Timber Business Sites",
      description:
        "Websites for cattle operations, sawmills, logging companies and farm suppliers that present products, capabilities and contact details clearly.",
    },
    {
      title: "Tourism and Outdoor Recreation Sites",
      description:
        "Pages for caverns, trail outfitters, lodging and attractions that help visitors plan their trips and book with confidence.",
    },
    {
      title: "Law Firm and Professional Services Sites",
      description:
        "Websites for attorneys, accountants and financial advisors serving the county, with practice pages, intake forms and a professional presentation.",
    },
    {
      title: "Local Government and Community Organization Sites",
      description:
        "Accessible, easy-to-update sites for municipalities, public service districts, chambers and civic groups that need to share notices and meeting information.",
    },
  ],
  localMarket: {
    heading: "Web Design Across Greenbrier County",
    paragraphs: [
      "Several economies share this one county. Agriculture and timber remain part of daily life in the valleys and along the ridges, tourism centers on The Greenbrier, the Greenbrier River Trail and the area's caverns, and Lewisburg anchors professional, medical and educational services. A single approach to web design cannot serve all of those audiences well, which is why we plan every project around the specific customers each business needs to reach, from a livestock buyer to a couple planning a weekend getaway.",
      "Internet service still varies widely from one hollow to the next, and many potential customers browse on a phone with limited signal. We build lightweight pages, compress images carefully and avoid unnecessary scripts so sites load even on weak connections. We also pay close attention to local listings and directions, since visitors unfamiliar with the back roads depend on accurate maps. For businesses that serve the whole county, we create honest service area pages that help you rank in each community without repeating the same text.",
      "Our office is in Lewisburg, the county seat, so meeting in person is easy wherever you are in the county. Every site we deliver is designed for the way people here search, with strong mobile performance for areas where connections can be slow.",
    ],
  },
  cta: {
    heading: "Grow Your Business Anywhere in Greenbrier County",
    text: "Whether you are in Lewisburg, Rainelle or somewhere in between, we would like to hear about your business. Share your goals and we will recommend a website and search plan that fits.",
  },
  industries: [
    "Agriculture and livestock",
    "Timber and sawmills",
    "Tourism and lodging",
    "Law firms",
    "Medical and dental offices",
    "Construction and trades",
    "Retail and dining",
    "Local government and nonprofits",
  ],
  serviceAreas: [
    "Lewisburg",
    "Ronceverte",
    "White Sulphur Springs",
    "Rainelle",
    "Alderson",
    "Fairlea",
    "Rupert",
    "Quinwood",
  ],
  keywords: [
    "Greenbrier County web design",
    "website design Greenbrier County WV",
    "local SEO Greenbrier County",
    "small business website Ronceverte",
    "Rainelle website designer",
    "rural business web design West Virginia",
  ],
  cardDescription:
    "County-wide web design and local SEO for Greenbrier County businesses, from Lewisburg and Ronceverte to Rainelle, Alderson and White Sulphur Springs.",
});
