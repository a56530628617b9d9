import { VARIANT_FIELD, formNames, type FormName } from "../../../shared/forms/form-protocol";
import type { FormSpec } from "../../../shared/forms/form-fields";
import { formSpecs } from "../../../shared/forms/form-specs";
import { formSchemas, validate, type ValidationResult } from "../../../shared/forms/forms";
import { UNKNOWN_VARIANT, specsForPost, specsOfForm } from "../../../shared/forms/form-variants";

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

const errorCount = (r: ValidationResult) => (r.ok ? 0 : Object.keys(r.errors).length);

export type LeadValidation = ValidationResult & {
  /**
   * The spec the post named with its variant field, or its form's only spec;
   * undefined for a contact post without a variant or with an unknown one.
   */
  spec: FormSpec | undefined;
};

/**
 * The same schemas as the browser, the post's variant's alone
 * (shared/forms/form-variants.ts): valid data carries the variant in VARIANT_FIELD,
 * so the stored lead keeps it. A contact post without the field (a page cached
 * from an older build) is valid if either variant accepts it, and is stored
 * without a variant. An unknown variant is a field error beside the others.
 */
export function validateLead(
  form: FormName,
  input: Record<string, string | string[] | undefined>,
): LeadValidation {
  const fields = cleanFields(input);
  const named = specsForPost(form, input[VARIANT_FIELD]);
  // The first that accepts it, else the one with the fewest errors (the first of equals).
  const best = (named ?? specsOfForm(form))
    .map((spec) => validate(formSchemas[spec.id], fields))
    .reduce((a, b) => (errorCount(b) < errorCount(a) ? b : a));
  if (!named) {
    const others = best.ok ? {} : best.errors;
    return { ok: false, errors: { [VARIANT_FIELD]: UNKNOWN_VARIANT, ...others }, spec: undefined };
  }
  const spec = named.length === 1 ? named[0] : undefined;
  if (best.ok && spec?.variant)
    return { ok: true, data: { ...best.data, [VARIANT_FIELD]: spec.variant }, spec };
  return { ...best, spec };
}
