import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "construction-charleston-wv",
  kind: "trade",
  trade: "Construction",
  city: "Charleston",
  state: "WV",
  mapPoint: { lon: -81.63, lat: 38.35 },
  region: "Elsewhere in West Virginia",
  meta: {
    title: "Construction Company Web Design in Charleston, WV",
    description:
      "Websites for Charleston, WV general contractors and builders, with project galleries, bid request forms and local search work across the Kanawha Valley.",
  },
  heading: "Professional Web Design Services in Charleston WV",
  intro:
    "General contractors, builders and specialty subcontractors in Charleston compete for construction work that is often decided before anyone picks up the phone. An owner, a property manager or a procurement officer looks you up, scans your past projects and judges whether you can handle the job.",
  services: [
    {
      title: "Custom Construction Website Design",
      description:
        "A site built around your portfolio, crews and capabilities, with fast-loading project photos that look sharp on a phone at the job trailer or on a desktop during a bid review.",
    },
    {
      title: "Local SEO for Kanawha Valley Contractors",
      description:
        "Google Business Profile tuning, location pages and search structure so your company shows up when people in Charleston and surrounding towns look for a contractor nearby.",
    },
    {
      title: "Bid and Estimate Request Forms",
      description:
        "Structured forms that gather project type, location, budget range, schedule and file uploads, so your estimators have what they need before the first call.",
    },
    {
      title: "Government Contractor Pages",
      description:
        "Capability statements, prequalification details, bonding information and past public work, presented the way agencies and prime contractors expect to review them.",
    },
    {
      title: "Project Portfolio and Case Studies",
      description:
        "Before, during and after photos with short write-ups on scope and challenges, organized by commercial, residential, renovation or site work.",
    },
    {
      title: "Recruiting and Careers Section",
      description:
        "Job listings and a simple application form that help you find carpenters, equipment operators, laborers and project managers when your backlog grows.",
    },
  ],
  localMarket: {
    heading: "A Stronger Online Presence for Charleston Contractors",
    paragraphs: [
      "As the state capital and the center of the Kanawha Valley, Charleston keeps a steady mix of public, commercial and residential construction moving. State offices, hospitals, schools and private developers all put work out to bid, and each of them checks a contractor's online presence before adding a name to the list. Homeowners in the hills above the Kanawha and Elk rivers look for builders who understand steep lots, retaining walls and older housing stock. A website that speaks to each of those audiences separately helps you win the kind of jobs you actually want.",
      "Referrals still bring in much of the region's construction work, and a website gives the people who hear your name a place to confirm it. We help you show the work that sets you apart, describe your service area from South Charleston to Cross Lanes and beyond, and shorten the path from search result to estimate request. We ask how your company wins work today and build the site around that process, and we keep your site fast, secure and easy for your office staff to update.",
      "We build construction websites that answer an owner's questions quickly: clear project galleries, the trades and job sizes you take on, proof of licensing and insurance, and a bid request form that collects drawings and timelines. The result is a site that reflects the quality of your work in the field and makes it easy for the right clients to reach you.",
    ],
  },
  cta: {
    heading: "Ready to Win More Bids in Charleston?",
    text: "Tell us about your company, the projects you pursue and the areas you serve. We will recommend a website plan that shows your work well and turns serious inquiries into estimate requests.",
  },
  industries: [
    "General contractors",
    "Commercial builders",
    "Residential home builders",
    "Remodeling and renovation firms",
    "Excavation and site work",
    "Concrete and masonry contractors",
    "Steel erection and fabrication",
    "Paving and asphalt companies",
  ],
  serviceAreas: [
    "Charleston",
    "South Charleston",
    "St. Albans",
    "Dunbar",
    "Nitro",
    "Cross Lanes",
    "Kanawha County",
    "Putnam County",
  ],
  keywords: [
    "construction company website Charleston WV",
    "contractor web design West Virginia",
    "general contractor website design",
    "construction SEO Charleston",
    "bid request form for contractors",
    "Kanawha Valley contractor marketing",
  ],
  cardDescription:
    "Websites for Charleston general contractors, builders and subcontractors, with project galleries, bid request forms and local search visibility.",
});
