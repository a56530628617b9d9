/** A beacon body (shared/visit-beacon.ts) read: JSON checked with zod, paths and tags cleaned as
 * the lead's source is (shared/lead-source.ts), speed figures clamped; else a BeaconError (400). */
import { z } from "zod";
import {
  UTM_KEYS,
  cleanHost,
  cleanLanding,
  cleanTag,
  type UtmKey,
} from "../../../shared/lead-source";

export class BeaconError extends Error {}

/** Largest figure kept per metric (ms, CLS unitless); larger ones are clamped to it. */
export const VITALS_MAX = { lcp: 120_000, inp: 60_000, cls: 10, fcp: 120_000, ttfb: 120_000 };
type Metric = keyof typeof VITALS_MAX;
export const METRICS = Object.keys(VITALS_MAX) as Metric[];

const figure = (max: number) =>
  z
    .number()
    .optional()
    .transform((v) =>
      v === undefined || !Number.isFinite(v) ? undefined : Math.min(Math.max(v, 0), max),
    );

const text = z.string().max(2048);
const schema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("pageview"),
    path: text,
    start: z.unknown().optional(),
    webdriver: z.boolean().optional(),
    visit: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    type: z.literal("vitals"),
    path: text,
    start: z.unknown().optional(),
    webdriver: z.boolean().optional(),
    ...Object.fromEntries(METRICS.map((m) => [m, figure(VITALS_MAX[m])])),
  }),
]);

export interface VisitSource {
  landing: string;
  referrer: string;
  utm: Record<UtmKey, string>;
}

export interface ReadBeacon {
  kind: "visit" | "pageview" | "vitals";
  path: string;
  /** The raw start (checked by the rules: a beacon without its page's start is dropped). */
  start: unknown;
  webdriver: boolean;
  /** The visit's source (kind "visit"); "" where absent. */
  source: VisitSource;
  vitals: Partial<Record<Metric, number>>;
}

const NO_UTM = Object.fromEntries(UTM_KEYS.map((k) => [k, ""])) as Record<UtmKey, string>;

/** The path without query or fragment, or undefined when it is not a plain site path. */
const plainPath = (value: string) => cleanLanding(value.split(/[?#]/, 1)[0]);

export function readBeacon(body: string): ReadBeacon {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new BeaconError("not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new BeaconError("not a beacon");
  const b = parsed.data;
  const path = plainPath(b.path);
  if (!path) throw new BeaconError("path is not a site path");
  const source: VisitSource = { landing: path, referrer: "", utm: { ...NO_UTM } };
  const vitals: ReadBeacon["vitals"] = {};
  if (b.type === "pageview" && b.visit) {
    const v = b.visit;
    source.landing = cleanLanding(v.landing_page) ?? path;
    source.referrer = cleanHost(v.referrer_host) ?? "";
    for (const key of UTM_KEYS) source.utm[key] = cleanTag(v[key]) ?? "";
  }
  if (b.type === "vitals") {
    for (const m of METRICS) {
      const value = (b as Record<string, unknown>)[m];
      if (typeof value === "number") vitals[m] = value;
    }
  }
  return {
    kind: b.type === "vitals" ? "vitals" : b.visit ? "visit" : "pageview",
    path,
    start: b.start,
    webdriver: b.webdriver === true,
    source,
    vitals,
  };
}
