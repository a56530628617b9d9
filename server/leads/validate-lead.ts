import { formNames, type FormName } from "../../content/site-map";
import { formSpecs } from "../../shared/form-specs";
import {
  contactDialogSchema,
  contactPageSchema,
  referralSchema,
  validate,
  websiteProjectSchema,
  type ValidationResult,
} from "../../shared/forms";

/** Fields drawn as a textarea: they may hold line breaks and tabs. */
const MULTI_LINE_FIELDS = new Set(
  Object.values(formSpecs).flatMap((spec) =>
    spec.fields.filter((f) => f.kind === "textarea").map((f) => f.name),
  ),
);
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069): they can make "evil.exe" read as something else in the mail
 * and the terminal. Line and paragraph separators (U+2028, U+2029) too.
 * Tab and line feed are not in it: a textarea keeps them.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/**
 * What a visitor typed, without control characters (NUL, ESC, …) and
 * bidirectional overrides. A one-line field also loses tabs and line breaks
 * (each becomes a space); a textarea keeps them, with CRLF and CR as LF.
 */
export function cleanText(value: string, multiLine: boolean): string {
  if (multiLine) return value.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
  return value.replace(/[\t\r\n]+/g, " ").replace(CONTROLS, "");
}

export function cleanFields(
  fields: Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const multiLine = MULTI_LINE_FIELDS.has(name);
    out[name] = Array.isArray(value)
      ? value.map((v) => cleanText(v, multiLine))
      : cleanText(value, multiLine);
  }
  return out;
}

export const isFormName = (v: unknown): v is FormName =>
  typeof v === "string" && (formNames as readonly string[]).includes(v);

/** Fields that may repeat in a POST body (checkbox groups). */
export const MULTI_VALUE_FIELDS = new Set(["features"]);

/**
 * The same schemas as the browser. A contact lead may come from the dialog or
 * the contact page; it is valid if either reading accepts it.
 */
export function validateLead(
  form: FormName,
  input: Record<string, string | string[] | undefined>,
): ValidationResult {
  const fields = cleanFields(input);
  if (form === "referral") return validate(referralSchema, fields);
  if (form === "website-project") return validate(websiteProjectSchema, fields);
  const dialog = validate(contactDialogSchema, fields);
  if (dialog.ok) return dialog;
  const page = validate(contactPageSchema, fields);
  if (page.ok) return page;
  return Object.keys(page.errors).length < Object.keys(dialog.errors).length ? page : dialog;
}
