import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-roanoke-va",
  kind: "city",
  city: "Roanoke",
  state: "VA",
  mapPoint: { lon: -79.94, lat: 37.27 },
  region: "Southwest and Southside",
  meta: {
    title: "Web Design in Roanoke, VA for Small Businesses",
    description:
      "Custom websites, local SEO and secure client portals for Roanoke Valley law firms, medical practices and growing businesses across Southwest Virginia.",
  },
  heading: "Professional Web Design Services in Roanoke VA",
  intro:
    "Roanoke sits in a valley ringed by the Blue Ridge, and its businesses compete for customers who search online long before they pick up the phone. We design and build websites for Roanoke law firms, medical practices, contractors and professional offices that need a site that loads quickly, reads clearly on a phone and explains exactly what they do.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Hand-built sites shaped around how Roanoke clients actually look for your services, with clear pages for each practice area or service line and no recycled templates.",
    },
    {
      title: "Roanoke Valley Local SEO",
      description:
        "Google Business Profile setup, consistent directory listings and location pages so searchers in Roanoke, Salem and Vinton can find you when they need you.",
    },
    {
      title: "Healthcare Practice Websites",
      description:
        "Patient-friendly sites for clinics and specialists across the region's medical community, with appointment requests handled through secure forms.",
    },
    {
      title: "Law Firm Websites",
      description:
        "Attorney biographies, practice-area pages and intake forms built for firms serving clients throughout the Roanoke Valley and the surrounding counties.",
    },
    {
      title: "Manufacturing and Industrial Sites",
      description:
        "Product catalogs, capability statements and quote request forms for manufacturers and suppliers along the Interstate 81 corridor.",
    },
    {
      title: "Outdoor Recreation and Tourism",
      description:
        "Booking-ready sites for outfitters, lodging and attractions that draw visitors to the Blue Ridge Parkway, the greenways and the mountain trails.",
    },
  ],
  localMarket: {
    heading: "Building Websites for the Roanoke Valley Economy",
    paragraphs: [
      "The Roanoke Valley has long served as the commercial and medical center for a wide stretch of Southwest Virginia, and that role brings in customers from rural counties as well as the city itself. A good website has to speak to both audiences: the downtown professional who expects a polished, fast experience and the family driving in from Botetourt or Franklin County who simply wants directions, hours and a phone number. We plan every site around those real visitors rather than around a generic template.",
      "The valley's economy blends healthcare, transportation, manufacturing and an outdoor recreation scene tied to the Blue Ridge Parkway and the mountains surrounding the city. Those businesses rarely have an in-house web team, so we take on the whole job, from domain and hosting to accessibility checks and monthly updates. Because our office in Lewisburg is within driving distance along Interstates 64 and 81, we can meet Roanoke clients in person when a project calls for it.",
      "Every project is built from scratch around your services and your clients, with hosting, security updates and ongoing support handled by the same small team that wrote the code.",
    ],
  },
  cta: {
    heading: "Talk With Us About a Website for Your Roanoke Business",
    text: "Tell us about your business and what your current site is missing. We will review it, suggest a plan and give you a clear proposal with no pressure to commit.",
  },
  industries: [
    "Law firms",
    "Healthcare practices",
    "Manufacturing",
    "Construction and trades",
    "Transportation and logistics",
    "Outdoor recreation",
    "Nonprofits",
    "Professional services",
  ],
  serviceAreas: [
    "Salem",
    "Vinton",
    "Roanoke County",
    "Botetourt County",
    "Franklin County",
    "Bedford County",
    "Christiansburg",
    "Smith Mountain Lake",
  ],
  keywords: [
    "web design Roanoke VA",
    "Roanoke website designer",
    "law firm website Roanoke",
    "Roanoke Valley SEO",
    "small business website Roanoke Virginia",
    "website redesign Salem VA",
  ],
  cardDescription:
    "Custom websites and local SEO for businesses across the Roanoke Valley, from downtown offices to Salem and Vinton.",
});
