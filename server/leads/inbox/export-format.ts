/** A lead export as CSV (RFC 4180) or JSON: the one implementation behind `leads export` and the
 * inbox's export, so both carry the same columns. */
import { VARIANT_FIELD } from "../../../shared/forms/form-protocol";
import { formSpecs } from "../../../shared/forms/form-specs";
import { SOURCE_FIELDS, sourceColumns } from "../../../shared/lead-source";
import type { Lead } from "../store/store-contract";

/** The lead's own columns, before its fields; `reasons` are the spam signals' ids; then the
 * reply: the promise, when it was due, and the first answer. */
export const META_COLUMNS = [
  "id",
  "form",
  "state",
  "receivedAt",
  "page",
  "userAgent",
  "score",
  "reasons",
  "note",
  "promise",
  "dueAt",
  "answeredAt",
  "answeredBy",
] as const;

export type ExportFormat = "csv" | "json";
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

/** Joins a checkbox group's values in one cell; split again on the way back. */
export const LIST_SEPARATOR = "; ";

/** Spreadsheets run a cell starting = + - @ (or tab/CR) as a formula: a leading apostrophe makes
 * it text. One already starting with ' gets another, so it comes off exactly
 * (tests/support/data/csv.ts). */
const FORMULA_START = /^[=+\-@\t\r']/;
export const neutraliseCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Quoted when it holds a quote, line break or any separator a spreadsheet may split on (, ; tab
 * |): unquoted, `x;=1+1` opens as two cells, the second a formula. */
const quote = (cell: string) =>
  /[",;\t|\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

/** Control characters other than tab and line feed (NUL, ESC, VT, CR, DEL, C1); CRLF becomes LF
 * first. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
export const csvText = (value: string) => value.replace(/\r\n/g, "\n").replace(CONTROLS, "");

const cellText = (value: string | number | string[] | null | undefined) =>
  csvText(Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value ?? ""));

/** Field columns: the contact form's variant first, then the forms' own order, then any others
 * (spam may carry anything). */
export function fieldColumns(leads: readonly Lead[]): string[] {
  const present = new Set(leads.flatMap((l) => Object.keys(l.fields)));
  const known = [
    VARIANT_FIELD,
    ...Object.values(formSpecs).flatMap((s) => s.fields.map((f) => f.name)),
  ];
  const ordered = [...new Set(known)].filter((name) => present.has(name));
  const rest = [...present].filter((name) => !ordered.includes(name)).sort();
  return [...ordered, ...rest];
}

/** Where the visit came from (shared/lead-source.ts): after the metadata, before the fields. */
export const SOURCE_COLUMNS = SOURCE_FIELDS;

/** A field named like a metadata or source column gets a prefix, so no header is ambiguous. */
const fieldHeader = (name: string) =>
  ([...META_COLUMNS, ...SOURCE_COLUMNS] as readonly string[]).includes(name)
    ? `field:${name}`
    : name;

export function toCsv(leads: readonly Lead[]): string {
  const fields = fieldColumns(leads);
  const rows = [
    [...META_COLUMNS, ...SOURCE_COLUMNS, ...fields.map(fieldHeader)],
    ...leads.map((lead) => [
      ...META_COLUMNS.map((c) => cellText(lead[c])),
      ...Object.values(sourceColumns(lead.source)).map(cellText),
      ...fields.map((f) => cellText(lead.fields[f])),
    ]),
  ];
  return rows
    .map((row) => row.map((c) => quote(neutraliseCell(csvText(c)))).join(",") + "\r\n")
    .join("");
}

export const toJson = (leads: readonly Lead[]) => `${JSON.stringify(leads, null, 2)}\n`;

/** The export in either format: what the CLI writes and the inbox sends. */
export const formatExport = (leads: readonly Lead[], format: ExportFormat) =>
  format === "csv" ? toCsv(leads) : toJson(leads);
