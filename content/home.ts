/** Copy for the home page, the popup's nine other industries included; the illustration's
 * projects, figures and version are decorative and fictional. */
import { business } from "./business";
import { homeSchema } from "./pages-schema";
import { siteDocument } from "./site-document";

export const homeDocument = siteDocument("home", homeSchema, {
  meta: {
    title: "Managed IT and Web Services for Law Firms",
    description:
      "Managed technology, secure websites, client portals, automation and support for law firms nationwide, from a team based in Lewisburg, West Virginia.",
  },
  hero: {
    heading: "Digital Operations for Legal Firms.",
    lead: `${business.brand} looks after the technology behind your practice: the systems your staff rely on, the website clients find you through, and the tools that connect them.`,
    primaryCta: "Talk to Our Team",
    secondaryCta: "Explore Our Services",
  },
  services: {
    heading: "How We Support Your Firm",
    intro:
      "Most firms do not need more software. They need the tools they already have to work together, stay secure and be looked after by someone who answers the phone. Our services cover four areas, and you can start with one or bring them all under a single plan.",
    groups: [
      {
        id: "infrastructure",
        title: "Infrastructure & Systems Management",
        icon: "server",
        accent: "slate",
        items: [
          "Proactive monitoring and maintenance of workstations, servers and networks",
          "Patch management and timely updates for operating systems and key applications",
          "Backup planning with regular restore testing, so recovery is proven rather than assumed",
          "Microsoft 365 and Google Workspace setup, licensing and administration",
          "Secure remote access for attorneys and staff working away from the office",
          "Hardware and software lifecycle planning to avoid surprise replacements",
        ],
      },
      {
        id: "website-apps",
        title: "Websites & Web Applications",
        icon: "globe",
        accent: "paper",
        items: [
          "Fast, accessible websites that present your practice areas clearly",
          "Secure client portals for sharing documents and case updates",
          "Online intake forms that route inquiries to the right person",
          "Search-friendly structure and content that helps local clients find you",
          "Ongoing hosting, updates and security maintenance after launch",
        ],
      },
      {
        id: "integration",
        title: "Integration & Automation",
        icon: "workflow",
        accent: "brass",
        items: [
          "Connecting practice management, billing, calendars and email so data is entered once",
          "Document assembly and template automation for routine filings and letters",
          "Automated intake workflows from first inquiry to conflict check",
          "Scheduled reports and reminders that replace manual follow-up",
          "Careful data migration when you move to a new system",
        ],
      },
      {
        id: "it-support",
        title: "Technical Support & Consultation",
        icon: "life-buoy",
        accent: "bronze",
        items: [
          "Help desk support by phone and email during business hours",
          "On-site visits across our home region when a problem needs hands on hardware",
          "Technology planning and budgeting conversations with firm leadership",
          "Security and compliance reviews aligned with your confidentiality obligations",
          "Vendor coordination, so you have one point of contact instead of many",
          "Plain-language staff training on new tools and safe everyday habits",
        ],
      },
    ],
  },
  // The section keeps the anchor #projects; its eyebrow is the nav's "Case Studies" (spec) and
  // its heading says what it holds: client quotes.
  trust: {
    protectionEyebrow: "Confidentiality",
    protectionLink: "More on our Services page",
    founderLine: `${business.founder.name}, our founder, plans each project and answers support calls.`,
    founderLink: `Meet ${business.founder.name.split(" ")[0]}`,
  },
  caseStudies: {
    eyebrow: "Case Studies",
    heading: "What Clients Say",
    intro:
      "We measure our work by how it feels to the people who use it every day. Here is what some of the firms and businesses we support have to say about working with us.",
  },
  closing: {
    heading: "Start With a Conversation",
    text: `Tell us how your office works today and where technology gets in the way. We reply ${business.responseTime.toLowerCase()}, listen first, and suggest practical next steps with no obligation.`,
    points: [
      "A conversation with the people who will do the work",
      "A plain-language summary of what we found",
      "A clear proposal, priced by consultation",
    ],
    button: "Talk to Our Team",
  },
  ticker: {
    message: "Have a technology question? Talk to our team",
  },
  industries: {
    buttonLabel: "Not a Law Firm?",
    heading: "Other Industries We Serve",
    intro:
      "Our work is shaped by the needs of legal practices, but the same care for security, reliability and clear communication serves many other regulated and trade businesses. We also work with organizations in these fields.",
    items: [
      "Government",
      "Healthcare",
      "Finance",
      "Construction",
      "HVAC",
      "Electrical",
      "Roofing",
      "Plumbing",
      "Arts & Creative",
    ],
  },
  sampleProjects: [
    { name: "Intake Portal", type: "Web Application", status: "In Progress", progress: 72 },
    { name: "Document Automation", type: "Automation", status: "Completed", progress: 100 },
    { name: "Office Network Refresh", type: "Infrastructure", status: "In Progress", progress: 45 },
    { name: "Firm Website Redesign", type: "Website", status: "Planning", progress: 10 },
  ],
  sampleStatus: [
    { label: "CPU", value: 42 },
    { label: "Memory", value: 68 },
    { label: "Storage", value: 31 },
    { label: "Network", value: 23 },
  ],
  sampleVersion: "v2.5.0",
  sampleDesk: {
    menuTitle: "Firm desk",
    welcome: ["Good morning", "Backups verified overnight"],
    terminal: [
      "> verify-backup --office main",
      "✓ restore test passed",
      "✓ intake portal up to date",
      "> _",
    ],
    editor: [
      "template: engagement-letter",
      "fill: client, matter, date",
      "review: responsible attorney",
    ],
  },
});

export default homeDocument.value;
