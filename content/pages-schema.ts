/** Schemas for the site's own pages' copy (landing pages and legal documents: ./schema.ts);
 * content files call `define*` so bad copy fails the build. */
import { z } from "zod";
import { pageMetaSchema, paragraph, text } from "./landing-legal-schema";

const section = z.strictObject({
  heading: text(3, 90),
  paragraphs: z.array(paragraph).min(1).max(6),
});

/** Icons the components know how to draw (Lucide's names; app/components/ui/Icon.tsx). */
export const iconNames = [
  "server",
  "globe",
  "workflow",
  "life-buoy",
  "message-square",
  "shield-check",
  "scale",
  "lock",
  "cloud",
  "code",
] as const;
export const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;

/** Each service group's tint (the spec gives each a colour): four tones of the site's palette. */
export const accentSchema = z.enum(["slate", "paper", "brass", "bronze"]);

export const testimonialSchema = z
  .strictObject({
    name: text(2, 20)
      .regex(/^[A-Z][a-z]+$/, "First name only, e.g. Margaret")
      .meta({ title: "First name" }),
    quote: text(60, 420).meta({ title: "Quote" }),
    /** The client's role or firm, e.g. "Office manager, family law practice": set by the owner
     * only for a real client who agreed to be named with it (docs/configuration.md). */
    role: text(3, 60).optional().meta({ title: "Role or firm (optional)" }),
    roleAgreed: z
      .boolean()
      .optional()
      .meta({ title: "The client agreed to be named with this role" }),
  })
  .refine((t) => !t.role || t.roleAgreed === true, {
    message: "Tick that the client agreed, or leave the role empty",
    path: ["roleAgreed"],
  });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const sampleProjectSchema = z.strictObject({
  name: text(3, 40),
  type: text(3, 30),
  status: z.enum(["In Progress", "Completed", "Planning"]),
  progress: z.number().int().min(0).max(100),
});
export type SampleProject = z.infer<typeof sampleProjectSchema>;

export const homeSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z.strictObject({
    heading: z.literal("Digital Operations for Legal Firms."),
    lead: paragraph,
    primaryCta: text(5, 40),
    secondaryCta: text(5, 40),
  }),
  services: z.strictObject({
    heading: text(5, 80),
    intro: paragraph,
    groups: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z-]+$/),
          title: text(5, 60),
          icon: iconSchema,
          accent: accentSchema,
          items: z.array(text(10, 160)).min(3).max(6),
        }),
      )
      .length(4),
  }),
  /** Between services and quotes: how client files are kept (the four practices of
   * services.protection, in their short form) and who does the work (a line to the founder). */
  trust: z.strictObject({
    protectionEyebrow: text(5, 30),
    protectionLink: text(5, 60),
    founderLine: text(40, 160),
    founderLink: text(5, 40),
  }),
  caseStudies: z.strictObject({
    /** The small label above the heading: the nav's "Case Studies", so the two agree. */
    eyebrow: text(5, 30),
    heading: text(5, 60),
    intro: paragraph,
  }),
  /** The panel that ends the page: what a first conversation is, and how to start it. */
  closing: z.strictObject({
    heading: text(5, 80),
    text: paragraph,
    points: z.array(text(10, 120)).min(2).max(4),
    button: text(5, 40),
  }),
  ticker: z.strictObject({
    /** Also the accessible name of the whole banner (it is one button). */
    message: text(10, 80),
  }),
  industries: z.strictObject({
    buttonLabel: text(5, 60),
    heading: text(5, 60),
    intro: paragraph,
    /** The other industries served, in the popup's order. */
    items: z.array(text(2, 40)).min(3).max(12),
  }),
  sampleProjects: z.array(sampleProjectSchema).min(3).max(5),
  /** The decorative desktop's fake system figures (percent) and version: none of it is real
   * data. */
  sampleStatus: z
    .array(z.strictObject({ label: text(2, 20), value: z.number().int().min(0).max(100) }))
    .length(4),
  sampleVersion: text(2, 12),
  /** The decorative desktop's free text: a law office's day, as sample lines. */
  sampleDesk: z.strictObject({
    menuTitle: text(3, 30),
    welcome: z.tuple([text(3, 30), text(3, 40)]),
    terminal: z.array(text(2, 44)).min(2).max(4),
    editor: z.array(text(2, 44)).min(2).max(4),
  }),
});
export type HomeContent = z.infer<typeof homeSchema>;

export const aboutSchema = z.strictObject({
  meta: pageMetaSchema,
  eyebrow: text(3, 30),
  heading: text(5, 70),
  lead: paragraph,
  /** Our Story, told once: each step under its date (dates and names from ./business.ts). */
  story: z.strictObject({
    heading: text(3, 60),
    steps: z
      .array(z.strictObject({ when: text(3, 30), text: paragraph }))
      .min(2)
      .max(4),
  }),
  founder: z.strictObject({
    /** The card's one heading; the role (./business.ts) follows it, no eyebrow repeats it. */
    heading: text(3, 60),
    /** The founder's aim, set large and signed; said only here (no sentence twice on the card). */
    pullQuote: text(20, 160),
    paragraphs: z.array(paragraph).min(1).max(4),
    /** What the founder does, as a list said nowhere else on the page, under this label. */
    factsLabel: text(5, 60),
    facts: z
      .array(z.strictObject({ label: text(3, 20), value: text(3, 40) }))
      .min(2)
      .max(4),
    /** The label of the action to the booking page (business.bookingUrl). */
    bookCall: text(5, 30),
  }),
  whatWeDo: z.strictObject({
    heading: z.literal("What We Do"),
    cards: z
      .array(z.strictObject({ title: text(5, 60), text: text(40, 300), icon: iconSchema }))
      .length(5),
  }),
  /** The vision in its paragraphs, and what it means as a short list beside them: no point
   * repeats a paragraph. */
  vision: section.extend({
    pointsLabel: text(3, 40),
    points: z.array(text(10, 100)).min(2).max(5),
  }),
  cta: z.strictObject({ heading: text(5, 80), text: paragraph, primaryLabel: text(5, 40) }),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const servicesSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text(5, 70),
  intro: paragraph,
  /** States that pricing is by consultation; no prices anywhere. */
  pricingNote: paragraph,
  blocks: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z-]+$/),
        title: text(5, 60),
        tagline: text(10, 120),
        description: paragraph,
        icon: iconSchema,
        features: z.array(text(5, 120)).length(6),
      }),
    )
    .length(4),
  /** How client information is protected: practices the blocks above already name, no claims. */
  protection: z.strictObject({
    heading: text(5, 60),
    intro: paragraph,
    items: z
      .array(
        z.strictObject({
          title: text(5, 40),
          text: text(40, 240),
          /** The practice in one short line, for the home page's band. */
          short: text(20, 90),
          icon: iconSchema,
        }),
      )
      .min(3)
      .max(4),
  }),
  cta: z.strictObject({ heading: text(5, 80), text: paragraph }),
});
export type ServicesContent = z.infer<typeof servicesSchema>;

/** The contact page's copy; its form's fields are contactPageSchema (shared/forms/forms.ts). */
export const contactPageCopySchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text(5, 70),
  intro: paragraph,
  detailsHeading: text(5, 60),
  hoursHeading: text(5, 60),
  formHeading: text(5, 60),
  formIntro: text(20, 300),
  referral: z.strictObject({ heading: text(5, 60), text: text(40, 300) }),
});
export type ContactPageContent = z.infer<typeof contactPageCopySchema>;

export const areasServedSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text(5, 70),
  intro: paragraph,
  westVirginiaHeading: text(5, 60),
  virginiaHeading: text(5, 60),
  notListed: z.strictObject({
    heading: z.literal("Don't See Your Area?"),
    text: paragraph,
    button: text(5, 40),
  }),
});
export type AreasServedContent = z.infer<typeof areasServedSchema>;

export const websiteBriefSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text(5, 70),
  intro: paragraph,
  steps: z.array(text(20, 200)).min(2).max(4),
});
export type WebsiteBriefContent = z.infer<typeof websiteBriefSchema>;

/** The testimonials, in the order the home page shows them. */
export const testimonialsSchema = z
  .array(testimonialSchema)
  .min(1)
  .max(12)
  .meta({ title: "Testimonials", item: "Testimonial" });
