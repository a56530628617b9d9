/** What the editor does to a value between saves (a list's add, remove and move), and the schema's
 * refusals in words by field path. */
import type { z } from "zod";
import type { FieldSpec } from "./field-spec";
import { emptyValue } from "./form-value";
import type { FieldErrors } from "../../../server/site/site-types";

/** The field at a path ("hours.0.days"), or undefined. */
export function specAt(spec: FieldSpec, path: string): FieldSpec | undefined {
  let node: FieldSpec | undefined = spec;
  for (const part of path ? path.split(".") : []) {
    if (!node) return undefined;
    if (node.kind === "group") node = node.fields.find(([k]) => k === part)?.[1];
    else if (node.kind === "list") node = /^\d+$/.test(part) ? node.item : undefined;
    else if (node.kind === "tuple") node = node.items[Number(part)];
    else return undefined;
  }
  return node;
}

function getIn(value: unknown, path: string): unknown {
  return (path ? path.split(".") : []).reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

function setIn(value: unknown, parts: string[], next: unknown): unknown {
  if (parts.length === 0) return next;
  const [head, ...rest] = parts as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    copy[Number(head)] = setIn(copy[Number(head)], rest, next);
    return copy;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setIn(record[head], rest, next) };
}

export interface OpResult {
  value: unknown;
  /** The id of the element to focus after the page redraws. */
  focus: string;
}

/** The element ids of a list and of an item (paths hold dots, which ids may). */
export const listId = (path: string) => `list-${path}`;
export const itemId = (path: string) => `item-${path}`;

/** Applies "add:<list>", "remove:<list>.<i>", "up:<list>.<i>" or "down:<list>.<i>" to `value`;
 * undefined for an op that names no list of the document or goes past its limits. */
export function applyOp(spec: FieldSpec, value: unknown, op: string): OpResult | undefined {
  const match = /^(add|remove|up|down):([\w.]{0,200})$/.exec(op);
  if (!match) return undefined;
  const [, verb, target] = match as unknown as [string, string, string];
  const listPath = verb === "add" ? target : target.replace(/\.?\d+$/, "");
  const index = verb === "add" ? -1 : Number(/(\d+)$/.exec(target)?.[1] ?? NaN);
  const list = specAt(spec, listPath);
  if (list?.kind !== "list") return undefined;
  const items = [...((getIn(value, listPath) as unknown[] | undefined) ?? [])];
  const at = (path: string) => (listPath ? `${listPath}.${path}` : path);
  if (verb === "add") {
    if (list.max !== undefined && items.length >= list.max) return undefined;
    items.push(emptyValue(list.item));
    return {
      value: setIn(value, split(listPath), items),
      focus: itemId(at(`${items.length - 1}`)),
    };
  }
  if (!(index >= 0 && index < items.length)) return undefined;
  if (verb === "remove") {
    if (list.min !== undefined && items.length <= list.min) return undefined;
    items.splice(index, 1);
    return { value: setIn(value, split(listPath), items), focus: listId(listPath) };
  }
  const to = verb === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= items.length) return undefined;
  [items[index], items[to]] = [items[to], items[index]];
  return { value: setIn(value, split(listPath), items), focus: itemId(at(`${to}`)) };
}

const split = (path: string) => (path ? path.split(".") : []);

const count = (n: unknown) => Number(n).toLocaleString("en-US");

/** The schema's refusals in words, for issues whose schema gives no message of its own. */
export function inWords(issue: z.core.$ZodRawIssue): string | undefined {
  const { code } = issue;
  const unit = issue.origin === "string" ? " characters" : issue.origin === "array" ? "" : "";
  if (code === "invalid_type")
    return issue.input === undefined || issue.input === "" ? "Fill this in" : "Enter a number";
  if (code === "too_small") {
    if (issue.origin === "array") return `Add at least ${count(issue.minimum)}`;
    if (issue.origin === "string") return `Use at least ${count(issue.minimum)}${unit}`;
    return `Enter ${count(issue.minimum)} or more`;
  }
  if (code === "too_big") {
    if (issue.origin === "array") return `At most ${count(issue.maximum)}`;
    if (issue.origin === "string") return `Use ${count(issue.maximum)}${unit} or fewer`;
    return `Enter ${count(issue.maximum)} or less`;
  }
  if (code === "not_multiple_of") return `Use a multiple of ${String(issue.divisor)}`;
  if (code === "invalid_value") return "Choose one of the options";
  if (code === "invalid_format") {
    const format = (issue as { format?: string }).format;
    if (format === "email") return "Enter an email address";
    if (format === "url") return "Enter an address starting with https://";
    if (format === "date") return "Enter a date";
    return "This is not in the expected form";
  }
  return undefined;
}

/** The first refusal of each field, by its form path ("" is the whole document). */
export function issuesToFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    fields[path] ??= issue.message;
  }
  return fields;
}
