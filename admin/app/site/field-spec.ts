/** A content schema read as the editor's fields (kind, label in words, limits, choices), through
 * zod 4's `def` and the registry's `meta`, so a field added to a schema appears with no editor
 * code. */
import { z } from "zod";

export interface FieldBase {
  label: string;
  /** The schema's limits in words: "40–1,200 characters", "up to 12". */
  hint?: string;
  /** meta.description: an example or a note ("e.g. Mon–Fri"). */
  description?: string;
  optional: boolean;
  nullable: boolean;
}

export interface Option {
  value: string;
  label: string;
}

export type FieldSpec = FieldBase &
  (
    | { kind: "text"; long: boolean; input: "text" | "email" | "url"; min?: number; max?: number }
    | { kind: "number"; min?: number; max?: number; step?: number }
    | { kind: "time" }
    | { kind: "date" }
    | { kind: "checkbox" }
    | { kind: "choice"; options: Option[]; numeric: boolean }
    /** Several of a few choices (the days of an opening-hours line): checkboxes. */
    | { kind: "choices"; options: Option[]; numeric: boolean }
    /** A literal: shown, never edited. */
    | { kind: "fixed"; value: string | number | boolean | null }
    | { kind: "group"; fields: [string, FieldSpec][]; image: boolean }
    | { kind: "list"; item: FieldSpec; itemLabel: string; min?: number; max?: number }
    | { kind: "tuple"; items: FieldSpec[] }
  );

/** Text longer than this is drawn as a text area. */
export const LONG_TEXT = 160;

interface Meta {
  title?: string;
  description?: string;
  format?: string;
  item?: string;
  labels?: readonly string[];
}
type Def = { type: string; [key: string]: unknown };
type Check = { check: string; [key: string]: unknown };

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;
const metaOf = (schema: z.ZodType) => (z.globalRegistry.get(schema) ?? {}) as Meta;
const checksOf = (schema: z.ZodType) =>
  ((defOf(schema).checks ?? []) as { _zod: { def: Check } }[]).map((c) => c._zod.def);

const WORDS: Record<string, string> = { cta: "call to action", url: "address", lon: "longitude" };
Object.assign(WORDS, { lat: "latitude", id: "ID", seo: "SEO" });

/** "primaryCta" → "Primary call to action", "localMarket" → "Local market". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Industries" → "Industry", "Paragraphs" → "Paragraph": a list's item, named. */
export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  return /[^su]s$/.test(label) ? label.slice(0, -1) : label;
}

/** Limits in words: "40–1,200 characters", "up to 60 in the list", "1950–2100". */
export function rangeHint(min: number | undefined, max: number | undefined, unit = ""): string {
  const u = unit ? ` ${unit}` : "";
  // Counts are grouped (1,200 characters); a value's range is not (a year, 1950–2100).
  const number = (n: number) => n.toLocaleString("en-US", { useGrouping: unit !== "" });
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${number(min)}${u}` : `${number(min)}–${number(max)}${u}`;
  if (max !== undefined) return `up to ${number(max)}${u}`;
  if (min !== undefined && min > 0) return `at least ${number(min)}${u}`;
  return "";
}

/** Length limits of a string or an array. */
function lengths(schema: z.ZodType) {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checksOf(schema)) {
    if (c.check === "min_length") min = c.minimum as number;
    if (c.check === "max_length") max = c.maximum as number;
    if (c.check === "length_equals") min = max = c.length as number;
  }
  return { min, max };
}

function numberLimits(schema: z.ZodType) {
  let min: number | undefined;
  let max: number | undefined;
  let step: number | undefined;
  for (const c of checksOf(schema)) {
    if (c.check === "greater_than") min = c.value as number;
    if (c.check === "less_than") max = c.value as number;
    if (c.check === "multiple_of") step = c.value as number;
    if (c.check === "number_format" && String(c.format).includes("int")) step ??= 1;
  }
  return { min, max, step };
}

/** The literal values of a union of literals, or undefined if it is another union. */
function literalOptions(schema: z.ZodType, labels?: readonly string[]) {
  const def = defOf(schema);
  if (def.type === "enum")
    return Object.values(def.entries as Record<string, string | number>).map((v, i) => ({
      value: String(v),
      label: labels?.[i] ?? String(v),
      numeric: typeof v === "number",
    }));
  if (def.type !== "union") return undefined;
  const values = (def.options as z.ZodType[]).map((o) => defOf(o));
  if (!values.every((d) => d.type === "literal" && (d.values as unknown[]).length === 1))
    return undefined;
  return values.map((d, i) => {
    const v = (d.values as (string | number)[])[0]!;
    return { value: String(v), label: labels?.[i] ?? String(v), numeric: typeof v === "number" };
  });
}

/** Peels optional, nullable, readonly and default wrappers, keeping what they say. */
function unwrap(schema: z.ZodType) {
  let node = schema;
  let optional = false;
  let nullable = false;
  let meta: Meta = {};
  for (;;) {
    meta = { ...metaOf(node), ...meta };
    const def = defOf(node);
    if (def.type === "optional" || def.type === "default") optional = true;
    else if (def.type === "nullable") nullable = true;
    else if (def.type !== "readonly" && def.type !== "nonoptional") break;
    node = def.innerType as z.ZodType;
  }
  return { node, optional, nullable, meta };
}

/** The field a schema is drawn as; `key` names it when its meta gives no title. */
export function describeSchema(schema: z.ZodType, key = ""): FieldSpec {
  const { node, optional, nullable, meta } = unwrap(schema);
  const def = defOf(node);
  const base: FieldBase = { label: meta.title ?? humanise(key), optional, nullable };
  if (meta.description) base.description = meta.description;
  const withHint = <T extends FieldSpec>(spec: T, hint: string): T =>
    hint ? { ...spec, hint } : spec;

  if (def.type === "string") {
    if (meta.format === "date" || def.format === "date") return { ...base, kind: "date" };
    const { min, max } = lengths(node);
    const input = def.format === "email" ? "email" : def.format === "url" ? "url" : "text";
    const long = max !== undefined && max > LONG_TEXT && input === "text";
    return withHint(
      { ...base, kind: "text", long, input, min, max },
      rangeHint(min, max, "characters"),
    );
  }
  if (def.type === "number") {
    if (meta.format === "time") return { ...base, kind: "time" };
    const { min, max, step } = numberLimits(node);
    return withHint({ ...base, kind: "number", min, max, step }, rangeHint(min, max));
  }
  if (def.type === "boolean") return { ...base, kind: "checkbox" };
  if (def.type === "literal") {
    const value = (def.values as (string | number | boolean | null)[])[0] ?? null;
    return { ...base, kind: "fixed", value };
  }
  const options = literalOptions(node, meta.labels);
  if (options) {
    const numeric = options.some((o) => o.numeric);
    const plain = options.map(({ value, label }) => ({ value, label }));
    return { ...base, kind: "choice", options: plain, numeric };
  }
  if (def.type === "array") {
    const element = def.element as z.ZodType;
    const { min, max } = lengths(node);
    const items = literalOptions(unwrap(element).node, unwrap(element).meta.labels);
    if (items && (meta.format === "weekdays" || items.length <= 12)) {
      const numeric = items.some((o) => o.numeric);
      const plain = items.map(({ value, label }) => ({ value, label }));
      const hint = rangeHint(min, max, "to choose");
      return withHint({ ...base, kind: "choices", options: plain, numeric }, hint);
    }
    const item = describeSchema(element, meta.item ?? "item");
    const itemLabel = meta.item ?? (unwrap(element).meta.title || singular(base.label));
    const hint = rangeHint(min, max, "in the list");
    return withHint({ ...base, kind: "list", item, itemLabel, min, max }, hint);
  }
  if (def.type === "tuple") {
    const items = (def.items as z.ZodType[]).map((s, i) => describeSchema(s, `${key} ${i + 1}`));
    return { ...base, kind: "tuple", items };
  }
  if (def.type === "object") {
    const shape = def.shape as Record<string, z.ZodType>;
    const fields = Object.entries(shape).map(
      ([k, s]) => [k, describeSchema(s, k)] as [string, FieldSpec],
    );
    return { ...base, kind: "group", fields, image: meta.format === "image" };
  }
  if (def.type === "pipe") return describeSchema(def.in as z.ZodType, key);
  throw new Error(`The editor cannot draw a ${def.type} field (${key || "document"})`);
}
