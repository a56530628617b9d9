import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-charlottesville-va",
  kind: "city",
  city: "Charlottesville",
  state: "VA",
  mapPoint: { lon: -78.48, lat: 38.03 },
  region: "Shenandoah Valley, Central and Northern",
  meta: {
    title: "Charlottesville Web Design for Local Businesses",
    description:
      "Thoughtful websites for Charlottesville firms, practices and startups near the University of Virginia, with local SEO, accessibility and ongoing care.",
  },
  heading: "Professional Web Design Services in Charlottesville VA",
  intro:
    "Charlottesville has a discerning audience of university faculty, medical professionals, wine country visitors and entrepreneurs who pay attention to how a business presents itself. We create sites for Charlottesville businesses that look considered, load fast and meet modern accessibility standards, with no more code than each page needs.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "Original design and development for Charlottesville organizations that want a site reflecting the quality of their work, with content structured for easy editing.",
    },
    {
      title: "Charlottesville Local SEO",
      description:
        "Search optimization tuned to Albemarle County searches, including map listings, service pages and the technical groundwork that helps Google understand your site.",
    },
    {
      title: "University and Research Startups",
      description:
        "Sites for spinouts, labs and consultancies connected to the University of Virginia, presenting complex work clearly to investors, partners and job candidates.",
    },
    {
      title: "Wineries and Hospitality",
      description:
        "Visually rich sites for vineyards, inns and restaurants in the Monticello wine region, with event listings and reservation links.",
    },
    {
      title: "Healthcare and Specialty Clinics",
      description:
        "Practice websites for physicians, dentists and therapists that make it easy for patients to find providers, locations and intake forms.",
    },
    {
      title: "Accessibility Reviews and Remediation",
      description:
        "Audits against WCAG guidelines and practical fixes so your website works for visitors using screen readers, keyboards and other assistive tools.",
    },
  ],
  localMarket: {
    heading: "Serving Charlottesville and Albemarle County",
    paragraphs: [
      "Charlottesville's economy revolves around the University of Virginia and its medical center, but the surrounding area also supports a lively mix of technology firms, professional services, farms and tourism tied to Monticello and the Blue Ridge foothills. Because so many residents work in research, medicine and law, they tend to judge a business by how credible its website feels. Clear writing, honest photography and a straightforward layout matter more here than flashy animation.",
      "Small firms in the area often compete with regional and national brands that have large marketing budgets. A well-built site with strong local search signals lets a Charlottesville company hold its own, especially for searches that include a neighborhood or nearby town. We pair that visibility with dependable hosting, security monitoring and content updates, so the site keeps working for you between larger projects.",
      "From a boutique law practice near the Downtown Mall to a young research company, we design around your goals and stay on as your technical partner after the site goes live.",
    ],
  },
  cta: {
    heading: "Start a Conversation About Your Charlottesville Site",
    text: "Whether you need a full redesign or a careful refresh of an existing site, we are glad to review what you have and suggest practical next steps that fit your budget.",
  },
  industries: [
    "Law firms",
    "University-affiliated startups",
    "Healthcare practices",
    "Wineries and breweries",
    "Hospitality and lodging",
    "Technology companies",
    "Nonprofits",
    "Architecture and design firms",
  ],
  serviceAreas: [
    "Albemarle County",
    "Crozet",
    "Greene County",
    "Fluvanna County",
    "Louisa County",
    "Nelson County",
    "Waynesboro",
    "Orange County",
  ],
  cardDescription:
    "Polished, accessible websites for Charlottesville businesses, practices and startups near the University of Virginia.",
});
