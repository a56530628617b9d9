/** A document's value and its form fields, both ways: fields are named by path ("hours.0.opens")
 * and posted urlencoded; `formToValue` reads them back into the value the schema checks. */
import type { z } from "zod";
import { describeSchema, type FieldSpec } from "./field-spec";

export type FormLike = Pick<FormData, "get" | "getAll"> & { keys(): Iterable<string> };
export type Fields = Record<string, string | string[]>;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Minutes after midnight as <input type=time> writes them, and back. */
export const minutesToTime = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
export function timeToMinutes(text: string): number | string | undefined {
  if (text === "") return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : text;
}

/** A leaf's value as its input shows it (a value the schema would refuse is shown as it is). */
export function leafText(spec: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (spec.kind === "time" && typeof value === "number") return minutesToTime(value);
  return String(value);
}

/** Every field's text by path, as the form is filled from `value`. */
export function valueToFields(schema: z.ZodType | FieldSpec, value: unknown): Fields {
  const spec = "kind" in schema ? schema : describeSchema(schema);
  const out: Fields = {};
  const walk = (s: FieldSpec, v: unknown, path: string) => {
    const record = (v ?? {}) as Record<string, unknown>;
    switch (s.kind) {
      case "group":
        if (v === null || v === undefined) return;
        for (const [key, child] of s.fields) walk(child, record[key], join(path, key));
        return;
      case "list":
      case "tuple": {
        const items = Array.isArray(v) ? v : [];
        items.forEach((item, i) =>
          walk(s.kind === "list" ? s.item : s.items[i]!, item, join(path, i)),
        );
        if (s.kind === "list") out[join(path, "length")] = String(items.length);
        return;
      }
      case "choices":
        out[path] = (Array.isArray(v) ? v : []).map(String);
        return;
      case "checkbox":
        if (v === true) out[path] = "on";
        return;
      case "fixed":
        return;
      default:
        out[path] = leafText(s, v);
    }
  };
  walk(spec, value, "");
  return out;
}

const numeric = (text: string): number | string => {
  const n = Number(text);
  return text.trim() !== "" && Number.isFinite(n) ? n : text;
};

/** Whether a container's inputs are all empty (an optional or nullable part left blank). */
function blank(v: unknown): boolean {
  if (v === undefined || v === null || v === "" || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === "object") return Object.values(v).every(blank);
  return false;
}

/** How many items a list's form holds: its `<path>.length` field, else the indices posted. */
function countItems(form: FormLike, path: string): number {
  const stated = form.get(join(path, "length"));
  if (typeof stated === "string" && /^\d{1,3}$/.test(stated)) return Number(stated);
  const prefix = `${path}.`;
  let n = 0;
  for (const key of form.keys()) {
    if (!key.startsWith(prefix)) continue;
    const index = /^(\d{1,3})(?:\.|$)/.exec(key.slice(prefix.length));
    if (index) n = Math.max(n, Number(index[1]) + 1);
  }
  return n;
}

function read(spec: FieldSpec, form: FormLike, path: string): unknown {
  const text = () => {
    const v = form.get(path);
    return typeof v === "string" ? v : "";
  };
  let value: unknown;
  switch (spec.kind) {
    case "text":
    case "date":
      value = text();
      break;
    case "number":
      value = text() === "" ? undefined : numeric(text());
      break;
    case "time":
      value = timeToMinutes(text());
      break;
    case "checkbox":
      value = form.get(path) !== null;
      break;
    case "choice":
      value = text() === "" ? undefined : spec.numeric ? numeric(text()) : text();
      break;
    case "choices":
      value = form
        .getAll(path)
        .filter((v): v is string => typeof v === "string")
        .map((v) => (spec.numeric ? numeric(v) : v));
      break;
    case "fixed":
      return spec.value;
    case "group":
      value = Object.fromEntries(
        spec.fields
          .map(([key, child]) => [key, read(child, form, join(path, key))] as const)
          .filter(([, v]) => v !== undefined),
      );
      if (spec.image && (value as { src?: string }).src === "") value = null;
      break;
    case "list":
      value = Array.from({ length: countItems(form, path) }, (_, i) =>
        read(spec.item, form, join(path, i)),
      );
      break;
    case "tuple":
      value = spec.items.map((item, i) => read(item, form, join(path, i)));
  }
  if (spec.kind === "group" && value !== null && (spec.optional || spec.nullable) && blank(value))
    return spec.nullable ? null : undefined;
  const empty = typeof value === "string" ? value.trim() === "" : value === false;
  if (spec.optional && (empty || (Array.isArray(value) && !value.length))) return undefined;
  if (spec.nullable && value === "") return null;
  return value;
}

/** The value a form posts, as the schema will check it (field names are paths). */
export function formToValue(schema: z.ZodType | FieldSpec, form: FormLike): unknown {
  return read("kind" in schema ? schema : describeSchema(schema), form, "");
}

/** A new, empty value of a field: a list's new item, or a new page. */
export function emptyValue(spec: FieldSpec): unknown {
  if (spec.optional && spec.kind !== "group" && spec.kind !== "list") return undefined;
  switch (spec.kind) {
    case "group":
      if (spec.nullable || spec.image) return null;
      return Object.fromEntries(spec.fields.map(([k, f]) => [k, emptyValue(f)]));
    case "list":
      return Array.from({ length: spec.optional ? 0 : (spec.min ?? 0) }, () =>
        emptyValue(spec.item),
      );
    case "tuple":
      return spec.items.map(emptyValue);
    case "checkbox":
      return false;
    case "choices":
      return [];
    case "fixed":
      return spec.value;
    case "choice":
      return spec.numeric ? Number(spec.options[0]?.value) : spec.options[0]?.value;
    case "text":
    case "date":
      return "";
    default:
      return undefined;
  }
}
