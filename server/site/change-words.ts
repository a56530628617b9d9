/** What a publish changes, in words the owner reads before pressing Publish and in the history:
 * "Business facts › Phone: (540) 555-0123 → (540) 555-0188". */
import { z } from "zod";
import type { Overlay } from "../../content/site-document";
import { documentsOf, valueIn } from "./overlay";
import type { Change } from "./site-types";

const MAX_CHANGES = 60;
const MAX_TEXT = 90;

interface Meta {
  title?: string;
  format?: string;
  item?: string;
  labels?: readonly string[];
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, readonly, default and pipe wrappers, with the first
 * meta found on the way down. */
export function unwrap(schema: z.ZodType): { schema: z.ZodType; meta: Meta } {
  let meta: Meta = {};
  let current = schema;
  for (;;) {
    meta = { ...(z.globalRegistry.get(current) as Meta | undefined), ...meta };
    const def = defOf(current);
    const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!inner) return { schema: current, meta };
    current = inner;
  }
}

const humanise = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, "0");
  return `${h % 12 || 12}:${m} ${h < 12 ? "AM" : "PM"}`;
};

/** A value as one line of words. */
function words(value: unknown, meta: Meta): string {
  if (value === undefined || value === null || value === "") return "(none)";
  if (meta.format === "time" && typeof value === "number") return clock(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (meta.format === "image" && typeof value === "object")
    return String((value as { alt?: string }).alt ?? "a picture");
  if (Array.isArray(value)) {
    if (meta.format === "weekdays")
      return value
        .map((d) => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d as number])
        .join(", ");
    return value.every((v) => typeof v !== "object")
      ? clip(value.join(", "))
      : `${value.length} items`;
  }
  if (typeof value === "object") {
    const first = Object.values(value).find((v) => typeof v === "string");
    return clip(String(first ?? "…"));
  }
  return clip(String(value));
}

function diff(
  before: unknown,
  after: unknown,
  schema: z.ZodType,
  where: string[],
  out: Omit<Change, "document">[],
) {
  if (out.length >= MAX_CHANGES || JSON.stringify(before) === JSON.stringify(after)) return;
  const { schema: inner, meta } = unwrap(schema);
  const def = defOf(inner);
  const here = () => where.join(" › ");
  const bothObjects = [before, after].every((v) => v && typeof v === "object" && !Array.isArray(v));
  if (def.type === "object" && def.shape && bothObjects && meta.format !== "image") {
    for (const [key, field] of Object.entries(def.shape)) {
      const title = unwrap(field).meta.title ?? humanise(key);
      diff(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        field,
        [...where, title],
        out,
      );
    }
    return;
  }
  const element = def.element;
  const elementMeta = element ? unwrap(element) : undefined;
  if (
    def.type === "array" &&
    element &&
    elementMeta &&
    defOf(elementMeta.schema).type === "object" &&
    Array.isArray(before) &&
    Array.isArray(after)
  ) {
    const item = meta.item ?? "Item";
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const label = [...where, `${item} ${i + 1}`];
      if (i >= before.length)
        out.push({
          where: label.join(" › "),
          before: "(none)",
          after: `added: ${words(after[i], elementMeta.meta)}`,
        });
      else if (i >= after.length)
        out.push({
          where: label.join(" › "),
          before: words(before[i], elementMeta.meta),
          after: "removed",
        });
      else diff(before[i], after[i], element, label, out);
    }
    return;
  }
  out.push({ where: here(), before: words(before, meta), after: words(after, meta) });
}

/** Every change from one overlay to another, document by document, at most 60. */
export function changesBetween(before: Overlay, after: Overlay): Change[] {
  const docsBefore = new Map(documentsOf(before).map((d) => [d.document.id, d]));
  const docsAfter = new Map(documentsOf(after).map((d) => [d.document.id, d]));
  const changes: Change[] = [];
  for (const id of new Set([...docsBefore.keys(), ...docsAfter.keys()])) {
    const was = docsBefore.get(id);
    const is = docsAfter.get(id);
    if (!was && is) {
      changes.push({
        document: id,
        where: `Landing pages › ${is.label}`,
        before: "(none)",
        after: `added at ${is.path}`,
      });
      continue;
    }
    if (was && !is) {
      changes.push({
        document: id,
        where: `Landing pages › ${was.label}`,
        before: was.path,
        after: "removed (answers 410 Gone)",
      });
      continue;
    }
    const out: Omit<Change, "document">[] = [];
    diff(valueIn(was!, before), valueIn(is!, after), is!.document.schema, [is!.label], out);
    changes.push(...out.map((c) => ({ document: id, ...c })));
    if (changes.length >= MAX_CHANGES) break;
  }
  return changes.slice(0, MAX_CHANGES);
}

/** "Business facts › Phone: (540) 555-0123 → (540) 555-0188". */
export const changeLine = (c: Change) => `${c.where}: ${c.before} → ${c.after}`;
