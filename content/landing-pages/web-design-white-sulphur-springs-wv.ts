import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-white-sulphur-springs-wv",
  kind: "city",
  city: "White Sulphur Springs",
  state: "WV",
  mapPoint: { lon: -80.3, lat: 37.8 },
  region: "Greenbrier Valley",
  meta: {
    title: "White Sulphur Springs, WV Website Design",
    description:
      "Websites for White Sulphur Springs businesses, from hospitality and outdoor recreation to local services, with booking links, event pages and local SEO.",
  },
  heading: "Professional Web Design Services in White Sulphur Springs WV",
  intro:
    "Businesses in White Sulphur Springs share their town with one of the best-known resorts in the country, and that brings visitors with high expectations for every place they eat, shop or stay. We design websites for local inns, restaurants, guides, shops and service providers that meet those expectations while keeping the friendly, small-town character that sets the area apart.",
  services: [
    {
      title: "Custom Website Design for Local Businesses",
      description:
        "A distinctive site shaped around your business and the visitors and residents you serve, designed to look refined on any screen.",
    },
    {
      title: "Local SEO for White Sulphur Springs",
      description:
        "Search optimization that helps travelers staying in town and drivers along I-64 find your business when they search on their phones.",
    },
    {
      title: "Hospitality and Lodging Websites",
      description:
        "Sites for inns, cabins, vacation rentals and restaurants, with photo galleries, room or menu details and links to your reservation system.",
    },
    {
      title: "Outdoor Recreation and Guide Services",
      description:
        "Pages for fishing guides, outfitters, golf services and trail businesses, with trip descriptions, seasonal availability and booking requests.",
    },
    {
      title: "Event and Wedding Vendor Sites",
      description:
        "Portfolios for photographers, caterers, florists and planners who work weddings and events in the area, with inquiry forms and date requests.",
    },
    {
      title: "Real Estate and Property Management",
      description:
        "Listings, rental information and owner services for agents and managers handling homes and second homes around the resort and the nearby mountains.",
    },
  ],
  localMarket: {
    heading: "Serving Visitors and Residents in White Sulphur Springs",
    paragraphs: [
      "The Greenbrier has welcomed guests to White Sulphur Springs for generations, and its presence shapes the local economy in ways small business owners feel every season. Golfers, conference attendees, wedding parties and vacationing families spill into the town's restaurants and shops, and many of them decide where to go based on what they find online that afternoon. A fast, well-organized website with current information can turn a visitor's quick search into a reservation, an order or a stop at your door.",
      "The town is also a gateway to Greenbrier State Forest and the Monongahela National Forest, so outfitters and guides have a natural audience among outdoor travelers. At the same time, year-round residents need electricians, dentists, accountants and mechanics they can count on. We build sites for both sides of the local economy and help each business reach the audience that matters most, whether that is a weekend guest from out of state or a neighbor down the road.",
      "Your site will show off what you offer, present accurate hours and prices, and make it simple to book, order or call. We also look after hosting and updates, so you never have to worry about a broken page during a busy weekend.",
    ],
  },
  cta: {
    heading: "Give Your Visitors a Better First Impression",
    text: "Tell us what your business offers and who you want to reach, whether that is resort guests, outdoor travelers or neighbors. We will recommend a website that fits the way your customers find you.",
  },
  industries: [
    "Inns and vacation rentals",
    "Restaurants and cafes",
    "Outfitters and fishing guides",
    "Golf and recreation services",
    "Wedding and event vendors",
    "Boutiques and gift shops",
    "Real estate agents",
    "Home and auto service providers",
  ],
  serviceAreas: [
    "White Sulphur Springs",
    "Lewisburg",
    "Caldwell",
    "Harts Run",
    "Neola",
    "Ronceverte",
    "Covington VA",
    "Greenbrier County",
  ],
  cardDescription:
    "Websites for White Sulphur Springs inns, restaurants, outfitters and local services, built to reach resort guests, travelers and year-round residents.",
});
