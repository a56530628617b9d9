import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-staunton-va",
  kind: "city",
  city: "Staunton",
  state: "VA",
  mapPoint: { lon: -79.07, lat: 38.15 },
  region: "Shenandoah Valley, Central and Northern",
  meta: {
    title: "Staunton, VA Web Design for Shenandoah Valley Businesses",
    description:
      "Custom websites and local SEO for Staunton, VA shops, restaurants, arts groups, practices and professionals in Augusta County and the Shenandoah Valley.",
  },
  heading: "Professional Web Design Services in Staunton VA",
  intro:
    "Staunton has a well-earned reputation for its preserved downtown, lively arts scene and welcoming restaurants, and visitors arrive ready to explore. Residents, college students and travelers on Interstates 81 and 64 all look for businesses online before they choose where to go.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Thoughtful, original design that fits the character of your Staunton business, with clear navigation and pages that load quickly on any device.",
    },
    {
      title: "Local SEO for Staunton and Augusta County",
      description:
        "Search optimization and listing management that help locals and Shenandoah Valley visitors find you when they search for businesses nearby.",
    },
    {
      title: "Arts, Theater and Cultural Organization Sites",
      description:
        "Season calendars, ticket links, donor pages and volunteer sign-ups for performing arts groups, museums and cultural nonprofits.",
    },
    {
      title: "Restaurant and Retail Websites",
      description:
        "Menus, product highlights, hours, events and online ordering links for the downtown dining and shopping spots that visitors seek out.",
    },
    {
      title: "University-Adjacent Business Sites",
      description:
        "Websites for housing providers, tutoring services, cafes and shops that serve college students, faculty and visiting families.",
    },
    {
      title: "Healthcare Practice Websites",
      description:
        "Appointment requests, provider profiles and patient information pages for medical, dental and therapy practices across the Staunton area.",
    },
  ],
  localMarket: {
    heading: "Web Design for Staunton and the Central Shenandoah Valley",
    paragraphs: [
      "Staunton's downtown is known for its Victorian architecture, and the city draws visitors to the Blackfriars Playhouse of the American Shakespeare Center, the Woodrow Wilson Presidential Library and the Frontier Culture Museum. Mary Baldwin University adds students and faculty to the mix. Businesses here compete on experience and character as much as on price, so a website needs to convey atmosphere through photography, design and writing that feel as carefully made as the place itself.",
      "Staunton also serves as a practical hub for Augusta County, Waynesboro and the farms and small towns of the central Shenandoah Valley. Contractors, agricultural suppliers, healthcare offices and professional firms need sites that are direct and easy to navigate rather than decorative. We tailor each project to its audience, set up accurate local listings and build content that helps you rank for the services you offer in Staunton and the surrounding valley communities.",
      "We design websites for Staunton shops, galleries, theaters, restaurants, healthcare providers and professional firms that capture the character of the city and make it easy to take the next step. Each site is custom built, easy to update and set up to perform well in local search from the day it launches.",
    ],
  },
  cta: {
    heading: "Plan a Website for Visitors and Neighbors Alike",
    text: "Tell us about your business, your customers and what sets you apart in Staunton. We will suggest a website plan that shows your character and makes visits, calls and bookings easy.",
  },
  industries: [
    "Restaurants and breweries",
    "Boutiques and galleries",
    "Performing arts organizations",
    "Bed-and-breakfasts and inns",
    "Medical and dental practices",
    "Law and accounting firms",
    "Agricultural suppliers",
    "Home contractors and trades",
  ],
  serviceAreas: [
    "Staunton",
    "Waynesboro",
    "Verona",
    "Fishersville",
    "Stuarts Draft",
    "Churchville",
    "Augusta County",
    "Shenandoah Valley",
  ],
  keywords: [
    "web design Staunton VA",
    "Staunton website designer",
    "Shenandoah Valley web design",
    "local SEO Staunton VA",
    "Augusta County small business website",
    "restaurant website Staunton",
  ],
  cardDescription:
    "Custom websites for Staunton restaurants, shops, arts groups and professional firms, with local SEO across Augusta County and the Shenandoah Valley.",
});
