import { defineLandingPage } from "../landing-legal-schema";

export default defineLandingPage({
  slug: "web-design-lynchburg-va",
  kind: "city",
  city: "Lynchburg",
  state: "VA",
  mapPoint: { lon: -79.14, lat: 37.41 },
  region: "Southwest and Southside",
  meta: {
    title: "Lynchburg, VA Website Design and Local SEO",
    description:
      "Websites for Lynchburg law offices, clinics, manufacturers and university-area businesses, built by hand and maintained by a responsive team.",
  },
  heading: "Professional Web Design Services in Lynchburg VA",
  intro:
    "Lynchburg businesses serve a mix of longtime residents, college students and families from the surrounding Central Virginia counties, and each group arrives at your website with different questions. We build sites for Lynchburg companies that answer those questions quickly, whether a visitor wants to book an appointment, request a quote or find the right attorney.",
  services: [
    {
      title: "Custom Website Design",
      description:
        "A site designed from a blank page for your Lynchburg business, with layouts, photography and wording chosen to fit your customers rather than a theme marketplace.",
    },
    {
      title: "Lynchburg Local Search",
      description:
        "Location-focused optimization, review guidance and accurate directory listings that help you appear when nearby customers search from Forest, Madison Heights or downtown.",
    },
    {
      title: "University-Area Business Sites",
      description:
        "Websites for shops, housing providers, tutors and service businesses that depend on the student and faculty communities around Liberty University and the University of Lynchburg.",
    },
    {
      title: "Manufacturing and Engineering Firms",
      description:
        "Capability pages, certifications and request-for-quote forms for the region's manufacturers, energy suppliers and engineering firms.",
    },
    {
      title: "Healthcare and Wellness Practices",
      description:
        "Clear, accessible websites for clinics, dentists and therapists, with secure contact forms that keep patient inquiries private.",
    },
    {
      title: "Church and Nonprofit Websites",
      description:
        "Event calendars, donation pages and volunteer sign-ups for the many congregations and community organizations in the Hill City.",
    },
  ],
  localMarket: {
    heading: "Reaching Customers Across Lynchburg",
    paragraphs: [
      "Known as the Hill City, Lynchburg grew up along the James River and still anchors commerce for Amherst, Bedford and Campbell counties. Its colleges, including Liberty University and the University of Lynchburg, bring a steady stream of new residents who look up nearly every service online before choosing one. A business that is easy to find in search and easy to read on a phone gives those newcomers what they need to choose it.",
      "Beyond education, the city has a solid base of manufacturing, engineering and healthcare employers, along with a historic downtown where renovated buildings house independent shops and offices. Many of these owners are too busy running their companies to manage a website, and that is where we help. We handle the technical side from end to end and explain each decision in plain language, so you always understand what you are paying for and why.",
      "Our work covers design, development, hosting and the steady maintenance that keeps a site secure long after launch, so you are never left holding a website you cannot update.",
    ],
  },
  cta: {
    heading: "Let's Plan Your Lynchburg Website",
    text: "Share a few details about your business and goals, and we will come back with honest recommendations, a realistic timeline and a written proposal you can review at your own pace.",
  },
  industries: [
    "Higher education services",
    "Healthcare practices",
    "Law firms",
    "Manufacturing",
    "Engineering firms",
    "Churches and nonprofits",
    "Real estate",
    "Retail and hospitality",
  ],
  serviceAreas: [
    "Forest",
    "Madison Heights",
    "Bedford",
    "Amherst County",
    "Campbell County",
    "Appomattox",
    "Altavista",
    "Rustburg",
  ],
  cardDescription:
    "Websites and search visibility for Lynchburg businesses serving students, families and the wider Central Virginia region.",
});
