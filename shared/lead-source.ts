/** Where a lead came from (docs/decisions/0021): first page, referring host and campaign tags,
 * kept in sessionStorage (app/lib/counting/visit-source.ts) and posted as hidden fields; the server
 * keeps those that pass `readLeadSource`: a bad value never costs the lead. */

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export const LANDING_FIELD = "landing_page";
export const REFERRER_FIELD = "referrer_host";
export const SOURCE_FIELDS = [LANDING_FIELD, REFERRER_FIELD, ...UTM_KEYS] as const;

export interface LeadSource {
  /** Path of the first page of the visit, without its query. */
  landing?: string;
  /** Host (and port, if any) of the external page that linked to it. */
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
}

export const MAX_LANDING = 200;
export const MAX_HOST = 253;
export const MAX_UTM = 100;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
const PATH = /^\/(?!\/)[A-Za-z0-9/_.~%-]*$/;
const HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

const one = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A landing path as the server keeps it, or undefined when it is not a plain site path. */
export function cleanLanding(value: unknown): string | undefined {
  const v = one(value);
  if (!v || v.length > MAX_LANDING || !PATH.test(v)) return undefined;
  return v;
}

/** A referring host as the server keeps it (lower case), or undefined. */
export function cleanHost(value: unknown): string | undefined {
  const v = one(value)?.toLowerCase();
  if (!v || v.length > MAX_HOST || !HOST.test(v)) return undefined;
  return v;
}

/** A campaign tag as the server keeps it (trimmed), or undefined when empty, too long or with
 * control characters. */
export function cleanTag(value: unknown): string | undefined {
  const v = one(value)?.trim();
  if (!v || v.length > MAX_UTM || CONTROL.test(v)) return undefined;
  return v;
}

const isSourceKey = (name: string) =>
  name === LANDING_FIELD || name === REFERRER_FIELD || name.startsWith("utm_");

/** Splits a post's fields into the form's own and the visit's source: every `utm_*` key and the
 * two source fields leave the form's fields; only known keys with valid values make the source. */
export function readLeadSource<T>(fields: Record<string, T>): {
  source: LeadSource | null;
  rest: Record<string, T>;
} {
  const rest: Record<string, T> = {};
  const source: LeadSource = {};
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!isSourceKey(name)) {
      rest[name] = value;
      continue;
    }
    if (name === LANDING_FIELD) source.landing = cleanLanding(value);
    else if (name === REFERRER_FIELD) source.referrer = cleanHost(value);
    else if ((UTM_KEYS as readonly string[]).includes(name)) utm[name as UtmKey] = cleanTag(value);
  }
  for (const key of UTM_KEYS) if (utm[key] === undefined) delete utm[key];
  if (Object.keys(utm).length) source.utm = utm;
  if (source.landing === undefined) delete source.landing;
  if (source.referrer === undefined) delete source.referrer;
  return { source: Object.keys(source).length ? source : null, rest };
}

/** The campaign a lead belongs to in the counts: its utm_campaign, else its utm_source, else
 * none. */
export function campaignOf(source: LeadSource | null): string | null {
  return source?.utm?.utm_campaign ?? source?.utm?.utm_source ?? null;
}

/** The source as flat columns, for exports and notices (empty strings where nothing is known). */
export function sourceColumns(source: LeadSource | null): Record<string, string> {
  return {
    [LANDING_FIELD]: source?.landing ?? "",
    [REFERRER_FIELD]: source?.referrer ?? "",
    ...Object.fromEntries(UTM_KEYS.map((k) => [k, source?.utm?.[k] ?? ""])),
  };
}
