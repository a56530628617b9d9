import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "roofing-parkersburg-wv",
  kind: "trade",
  trade: "Roofing",
  city: "Parkersburg",
  state: "WV",
  mapPoint: { lon: -81.56, lat: 39.27 },
  region: "Elsewhere in West Virginia",
  meta: {
    title: "Roofing Contractor Web Design in Parkersburg, WV",
    description:
      "Roofing websites for Parkersburg contractors with inspection and estimate requests, storm damage pages, project photos and Mid-Ohio Valley local search.",
  },
  heading: "Professional Web Design Services in Parkersburg WV",
  intro:
    "A roof replacement is one of the largest purchases a homeowner makes, and people in Parkersburg research roofing contractors carefully before they let anyone climb a ladder. They want to see finished jobs, confirm that a contractor is licensed and insured, read what neighbors say, and understand what happens after a storm.",
  services: [
    {
      title: "Custom Roofing Website Design",
      description:
        "A tailored site with strong before-and-after photography, material options, warranty details and a layout that presents your company's experience plainly and in order.",
    },
    {
      title: "Local SEO for Mid-Ohio Valley Roofers",
      description:
        "Search work focused on Parkersburg, Vienna and neighboring communities on both sides of the river, so homeowners find you when they look for a roofer close to home.",
    },
    {
      title: "Inspection and Estimate Requests",
      description:
        "Forms that let property owners describe leaks or damage, upload photos and choose a convenient inspection time, delivered straight to your estimator.",
    },
    {
      title: "Storm Damage and Insurance Claim Pages",
      description:
        "Plain explanations of what to do after wind or hail, how inspections work and how you coordinate with insurance adjusters, without overpromising outcomes.",
    },
    {
      title: "Commercial Roofing Section",
      description:
        "Pages for building owners and facility managers covering flat and low-slope systems, maintenance programs and repair response for commercial properties.",
    },
    {
      title: "Credentials and Reviews Display",
      description:
        "A trust section that lists your West Virginia contractor license, insurance coverage, manufacturer certifications and customer reviews in one place.",
    },
  ],
  localMarket: {
    heading: "Roofing Work in Parkersburg and the Mid-Ohio Valley",
    paragraphs: [
      "Parkersburg grew up where the Little Kanawha River meets the Ohio, and its neighborhoods reflect well over a century of building styles, from older brick homes with steep rooflines to ranch houses and newer subdivisions in Vienna and Mineral Wells. That variety means a local roofer might handle a delicate historic repair one day and a full tear-off the next. A website that separates those services helps each visitor see quickly that your crews can take care of their particular roof, whatever its age or material.",
      "Severe thunderstorms roll through the Ohio Valley, and demand for roofing often jumps after a damaging wind or hail event. Those are the moments when homeowners compare contractors in a hurry and worry about storm chasers from out of town. A site that shows your local address, your history in the community and real project photos reassures them that you will still be around to honor the warranty. We also help you stay visible during the quieter months with maintenance and gutter content.",
      "We design roofing websites that answer a homeowner's questions about finished work, credentials and storm damage in a confident, straightforward way. Inspection and estimate forms capture the address, roof type and photos up front, while clear pages on shingles, metal, flat roofs and gutters show the full range of services your crews provide.",
    ],
  },
  cta: {
    heading: "Plan a Website for Your Roofing Company",
    text: "Let us know which roofing services you offer, where your crews travel and what kinds of jobs you want to book. We will propose a website that earns trust before the first inspection.",
  },
  industries: [
    "Residential roofing contractors",
    "Commercial roofing companies",
    "Metal roofing installers",
    "Storm restoration contractors",
    "Gutter and downspout services",
    "Siding and exterior contractors",
    "Flat and low-slope roofing",
    "Chimney and flashing repair",
  ],
  serviceAreas: [
    "Parkersburg",
    "Vienna",
    "Williamstown",
    "Mineral Wells",
    "Belpre OH",
    "Marietta OH",
    "Wood County",
    "Mid-Ohio Valley",
  ],
  cardDescription:
    "Roofing contractor websites for Parkersburg and the Mid-Ohio Valley, with inspection requests, storm damage guidance and project galleries.",
});
