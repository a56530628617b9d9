import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-lewisburg-wv",
  kind: "city",
  city: "Lewisburg",
  state: "WV",
  mapPoint: { lon: -80.45, lat: 37.8 },
  region: "Greenbrier Valley",
  meta: {
    title: "Web Design in Lewisburg, WV for Local Businesses",
    description:
      "Custom websites and local SEO from a web team based in Lewisburg, WV, for law firms, shops, restaurants, medical practices and trades in the Greenbrier Valley.",
  },
  heading: "Professional Web Design Services in Lewisburg WV",
  intro:
    "Lewisburg is our home, and we build websites for the businesses that make its historic downtown and the surrounding valley work. Law offices near the courthouse, galleries and restaurants on Washington Street, medical practices, contractors and farms all need a site that looks professional, loads quickly and tells visitors exactly what to do next.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Original designs built for your business and audience rather than a recycled template, with a layout that works on phones, tablets and desktops alike.",
    },
    {
      title: "Local SEO for the Greenbrier Valley",
      description:
        "Google Business Profile setup, local citations and on-page optimization that help Lewisburg residents and visitors find you in maps and search results.",
    },
    {
      title: "Law Firm Websites",
      description:
        "Attorney profiles, practice area pages and secure intake forms for firms in Greenbrier County, written with the professional conduct rules on lawyer advertising in mind.",
    },
    {
      title: "Tourism and Hospitality Sites",
      description:
        "Websites for inns, restaurants, shops and attractions that serve weekend visitors, with menus, event listings and booking links that are easy to update.",
    },
    {
      title: "Healthcare Practice Websites",
      description:
        "Sites for clinics, therapists and dental or medical offices, with appointment requests, provider bios and patient forms handled with privacy in mind.",
    },
    {
      title: "Managed Hosting and Maintenance",
      description:
        "Secure hosting, backups, software updates and content changes handled by a local team, so your site stays current without taking up your time.",
    },
  ],
  localMarket: {
    heading: "Supporting Businesses in Lewisburg and the Greenbrier Valley",
    paragraphs: [
      "Lewisburg draws visitors for its walkable downtown, independent shops, performances at Carnegie Hall and the State Fair of West Virginia each August in nearby Fairlea. The town is also home to the West Virginia School of Osteopathic Medicine and serves as the Greenbrier County seat, which brings steady professional and medical activity. Businesses here serve both longtime residents and travelers coming off Interstate 64, and a good website has to speak to both groups without feeling cluttered or confusing.",
      "Business here follows the calendar, from fair week and summer tourism to the quieter winter months when local customers carry the load. We plan site content around those cycles and keep hours, events and menus accurate. Small businesses that have relied on social media alone often find that a real website gives them more control over how they appear in search, and we make that transition simple, with clear steps and no technical jargon along the way.",
      "Working locally means we can meet in person, learn how your business actually runs and write copy that sounds like you. From a first website to the rebuild of an outdated one, we handle design, hosting, security updates and search visibility so you can stay focused on your customers.",
    ],
  },
  cta: {
    heading: "Let's Talk About Your Lewisburg Website",
    text: "Reach out through the form or by phone and tell us about your business. We will listen to your goals and recommend a plan that fits your budget and timeline.",
  },
  industries: [
    "Law firms and attorneys",
    "Restaurants and cafes",
    "Retail shops and galleries",
    "Medical and dental practices",
    "Inns and bed-and-breakfasts",
    "Real estate offices",
    "Contractors and trades",
    "Nonprofits and community groups",
  ],
  serviceAreas: [
    "Lewisburg",
    "Fairlea",
    "Ronceverte",
    "White Sulphur Springs",
    "Alderson",
    "Renick",
    "Union",
    "Greenbrier County",
  ],
  keywords: [
    "web design Lewisburg WV",
    "Lewisburg website designer",
    "small business websites Greenbrier County",
    "local SEO Lewisburg",
    "law firm website Lewisburg WV",
    "Greenbrier Valley web design",
  ],
  cardDescription:
    "Our home base. Custom websites, hosting and local SEO for Lewisburg law firms, shops, restaurants, medical practices and trades.",
});
