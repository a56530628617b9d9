/** Zod schemas for page copy: content files call `define*` so a malformed file fails the build
 * and the unit tests with the field named, instead of a broken page. */
import { z } from "zod";
import { areaRegions, type RegionName } from "./places/area-regions";

/** A piece of copy: trimmed, between `min` and `max` characters (./pages-schema.ts uses it too). */
export const text = (min: number, max: number) => z.string().trim().min(min).max(max);
export const paragraph = text(40, 1200);

/** Title and description of a page, as search engines and link previews show them. */
export const pageMetaSchema = z.strictObject({
  /** Without the brand: the meta helper appends " | {brand}". */
  title: text(10, 58),
  description: text(70, 170),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const landingServiceSchema = z.strictObject({
  title: text(3, 80),
  description: text(20, 300),
});

const regionNames = areaRegions.map((r) => r.name) as [RegionName, ...RegionName[]];

export const landingPageSchema = z
  .strictObject({
    /** The path without its leading slash, e.g. "web-design-roanoke-va". */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    kind: z.enum(["trade", "city"]),
    /** Place as written in the heading: "Roanoke", "Greenbrier County". */
    city: text(3, 40),
    state: z.enum(["WV", "VA"]),
    /** The place on the map of the area served: degrees from public gazetteer figures, two
     * decimals. */
    mapPoint: z.strictObject({
      lon: z.number().min(-84).max(-75),
      lat: z.number().min(36).max(41),
    }),
    /** Its group in Areas Served's list (content/places/area-regions.ts), of its own state. */
    region: z.enum(regionNames),
    /** Trade pages only: the trade, e.g. "Construction". */
    trade: text(3, 40).optional(),
    meta: pageMetaSchema,
    /** The page's <h1>. */
    heading: text(20, 90),
    /** At most three sentences: the page's first actions follow it on a phone's first screen. */
    intro: text(40, 400),
    services: z.array(landingServiceSchema).length(6),
    localMarket: z.strictObject({
      heading: text(10, 90),
      paragraphs: z.array(paragraph).min(1).max(3),
    }),
    cta: z.strictObject({
      heading: text(10, 90),
      text: text(40, 400),
    }),
    industries: z.array(text(3, 60)).length(8),
    serviceAreas: z.array(text(3, 60)).length(8),
    keywords: z.array(text(3, 80)).min(4).max(12).optional(),
    /** One or two sentences for this page's card on /areas-served. */
    cardDescription: text(40, 220),
  })
  .refine((p) => areaRegions.find((r) => r.name === p.region)?.state === p.state, {
    message: "Choose a group in the page's own state",
    path: ["region"],
  });
export type LandingPage = z.infer<typeof landingPageSchema>;
/** What a landing page's view draws: its place on the map and its group are Areas Served's. */
export type LandingPageCopy = Omit<LandingPage, "mapPoint" | "region">;

export function landingPageCopy({
  mapPoint: _,
  region: __,
  ...copy
}: LandingPage): LandingPageCopy {
  return copy;
}

export const defineLandingPage = (page: z.input<typeof landingPageSchema>): LandingPage =>
  landingPageSchema.parse(page);

export const legalSectionSchema = z.strictObject({
  heading: text(3, 80),
  paragraphs: z.array(paragraph).min(1),
  list: z.array(text(3, 400)).optional(),
  /** Paragraphs shown after the list. */
  after: z.array(paragraph).optional(),
});

export const legalDocumentSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text(5, 60),
  lastUpdated: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
