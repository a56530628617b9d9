/** Copy for /services and /pricing. There is no public price list: no prices or figures belong
 * here. */
import { business } from "./business";
import { servicesSchema } from "./pages-schema";
import { siteDocument } from "./site-document";

export const servicesDocument = siteDocument("services", servicesSchema, {
  meta: {
    title: "Managed IT, Web and Automation Services",
    description:
      "Infrastructure management, secure websites and client portals, integration, automation, support, consultation and compliance help for law firms and businesses.",
  },
  heading: "Our Services",
  intro: `${business.brand} covers the technology a modern practice runs on. Each service stands on its own, and they work best together: the same team that manages your systems builds your website, connects your tools and answers when you call.`,
  pricingNote:
    "We do not publish a price list, because no two firms start from the same place. Every engagement begins with a consultation, where we learn how your office works and what you need. We then scope the work and send a written quote, so you know exactly what is included before anything begins.",
  blocks: [
    {
      id: "infrastructure",
      title: "Infrastructure & Systems Management",
      tagline: "Dependable, secure systems that your staff never have to think about.",
      description:
        "We take responsibility for the computers, servers, networks and cloud services your firm relies on. Ongoing monitoring and maintenance catch problems before they interrupt your day, and a documented, tested backup plan means confidential files can be recovered when something goes wrong.",
      icon: "server",
      features: [
        "Proactive monitoring and routine maintenance",
        "Security patching and software updates",
        "Backups with scheduled restore testing",
        "Microsoft 365 and Google Workspace administration",
        "Network, firewall and Wi-Fi configuration",
        "Secure remote access for attorneys and staff",
      ],
    },
    {
      id: "website-apps",
      title: "Website & Web Applications",
      tagline: "A professional online presence, and secure portals your clients can trust.",
      description:
        "We design and build fast, accessible websites that explain your practice clearly and make it easy for prospective clients to reach you. For firms that need more, we develop secure web applications and client portals for sharing documents, collecting intake information and keeping clients informed, built with privacy and security in mind from the start.",
      icon: "globe",
      features: [
        "Custom website design and development",
        "Secure client portals and document sharing",
        "Online intake and consultation request forms",
        "Accessibility built in from the first draft",
        "Search-friendly structure and local visibility",
        "Hosting, updates and security maintenance",
      ],
    },
    {
      id: "integration",
      title: "Integration & Automation",
      tagline: "Enter information once and let your systems do the rest.",
      description:
        "Many firms run practice management, billing, calendars, email and document storage as separate islands, with staff copying information between them. We connect those tools and automate the routine steps in between, so work moves forward without retyping and fewer details get lost on the way.",
      icon: "workflow",
      features: [
        "Connections between practice management, billing and calendars",
        "Document assembly and template automation",
        "Automated intake and follow-up workflows",
        "Data migration between systems",
        "Scheduled reports and reminders",
        "Custom integrations where off-the-shelf tools fall short",
      ],
    },
    {
      id: "it-support",
      title: "Technical Support & Consultation",
      tagline: "Knowledgeable help when you need it, and sound advice before you decide.",
      description:
        "Your staff can reach a team that already knows your setup, by phone or email during business hours, with on-site visits around our home region when hardware needs attention. Beyond day-to-day support, we offer general technology consultation and help with compliance: reviewing how client information is stored, shared and protected, and helping you document the safeguards your professional obligations call for.",
      icon: "life-buoy",
      features: [
        "Help desk support by phone and email",
        "On-site visits in our home region",
        "Technology planning and budgeting guidance",
        "Security and compliance reviews",
        "Written policies, procedures and vendor reviews",
        "Staff training on new tools and safe habits",
      ],
    },
  ],
  // Each practice below is one the service blocks above already offer.
  protection: {
    heading: "How We Protect Client Information",
    intro:
      "A law firm is trusted with confidential files. These safeguards are part of the services above: practices we put in place with you and keep up over time.",
    items: [
      {
        title: "Access controls",
        short: "Secure remote access, a configured firewall, and a review of how files are shared.",
        icon: "lock",
        text: "Secure remote access for attorneys and staff, firewall and Wi-Fi configuration, and a review of how client information is stored, shared and protected.",
      },
      {
        title: "Tested backups",
        short: "A documented backup plan, with restores tested on a schedule.",
        icon: "server",
        text: "A documented backup plan with scheduled restore testing, so confidential files can be recovered when something goes wrong.",
      },
      {
        title: "Written policies",
        short: "Policies your professional obligations call\u00a0for, and staff training.",
        icon: "scale",
        text: "Written policies and procedures that document the safeguards your professional obligations call\u00a0for, and staff training on safe everyday habits.",
      },
      {
        title: "Vendor review",
        short: "The vendors that hold your data reviewed, and one contact for all of them.",
        icon: "shield-check",
        text: "A review of the vendors that handle your firm's data, and one point of contact to coordinate them instead of many.",
      },
    ],
  },
  cta: {
    heading: "Schedule a Consultation",
    text: "Tell us about your firm and what you would like to improve. We will talk through your options, answer your questions and, if it is a good fit, prepare a scoped proposal with a written quote.",
  },
});

export default servicesDocument.value;
