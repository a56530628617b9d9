import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-alderson-wv",
  kind: "city",
  city: "Alderson",
  state: "WV",
  mapPoint: { lon: -80.64, lat: 37.73 },
  region: "Greenbrier Valley",
  meta: {
    title: "Alderson, WV Web Design and Local SEO",
    description:
      "Custom websites for Alderson, WV shops, farms, river businesses and local services on the Greenbrier River, with local SEO and easy, hands-off updates.",
  },
  heading: "Professional Web Design Services in Alderson WV",
  intro:
    "Alderson is a small river town with a strong sense of community, and the businesses that keep it going need websites that are accurate and easy to keep current. We work with Alderson shops, farms, churches, river outfitters, contractors and professionals to create clean, easy-to-use sites that explain what they offer and how to reach them.",
  services: [
    {
      title: "Custom Small Business Website Design",
      description:
        "A right-sized website planned around what your customers need to know, with straightforward navigation and a design that reflects your business.",
    },
    {
      title: "Local SEO for Alderson and the Lower Greenbrier",
      description:
        "Setup and upkeep of your Google Business Profile and local listings so people nearby and travelers passing through can find you in map results.",
    },
    {
      title: "Farm and Agricultural Business Sites",
      description:
        "Websites for farms, orchards and farm stands, with product availability, market schedules, ordering details and the story behind what you grow.",
    },
    {
      title: "River Recreation and Outfitter Sites",
      description:
        "Pages for canoe and kayak rentals, fishing trips, campgrounds and shuttles on the Greenbrier River, with trip details and booking requests.",
    },
    {
      title: "Church and Nonprofit Websites",
      description:
        "Simple, modest-cost sites for congregations, civic groups and community organizations, with event calendars, announcements and online giving links.",
    },
    {
      title: "Website Care Plans",
      description:
        "Ongoing hosting, security, backups and small content edits handled for you, so a busy owner never has to log in to make a change.",
    },
  ],
  localMarket: {
    heading: "Helping Alderson Businesses Get Found Online",
    paragraphs: [
      "Alderson sits on the Greenbrier River where Greenbrier and Monroe counties meet, and its historic downtown has served the surrounding farms and communities for a long time. The river brings paddlers, anglers and people driving the back roads through the valley, while local families depend on nearby stores, trades and services. A small town like this rewards businesses that are easy to find, and a clear website with correct hours and directions is often what separates a visit from a missed opportunity.",
      "Many Alderson businesses are run by one or two people who have little time for marketing. We keep the process simple: a short conversation about your goals, a draft you can review, and a finished site you can rely on without constant attention. Our team works from Lewisburg, a short drive up the road, so we can meet in person when that helps, and we start every project by asking who your customers are.",
      "You do not need a large budget or technical knowledge to get started. We handle the design, help with the writing, and take care of hosting and search setup, then keep everything updated so your site stays accurate long after launch.",
    ],
  },
  cta: {
    heading: "Start Your Alderson Website With a Simple Conversation",
    text: "Tell us a little about your business and what you want customers to know. We will suggest a straightforward plan, explain the costs clearly and handle the technical work for you.",
  },
  industries: [
    "Farms and farm stands",
    "River outfitters and campgrounds",
    "Churches and nonprofits",
    "Local retail shops",
    "Contractors and handymen",
    "Restaurants and diners",
    "Lodging and guest houses",
    "Professional services",
  ],
  serviceAreas: [
    "Alderson",
    "Ronceverte",
    "Lewisburg",
    "Hinton",
    "Pence Springs",
    "Talcott",
    "Union",
    "Monroe County",
  ],
  cardDescription:
    "Right-sized websites for Alderson shops, farms, outfitters and nonprofits on the Greenbrier River, with local SEO and hands-off maintenance.",
});
