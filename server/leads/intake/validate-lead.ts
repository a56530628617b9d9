import { VARIANT_FIELD, formNames, type FormName } from "../../../shared/forms/form-protocol";
import type { FormSpec } from "../../../shared/forms/form-fields";
import { formSpecs } from "../../../shared/forms/form-specs";
import { formSchemas, validate, type ValidationResult } from "../../../shared/forms/forms";
import { UNKNOWN_VARIANT, specsForPost, specsOfForm } from "../../../shared/forms/form-variants";
import { cleanText } from "../clean-text";

/** Fields drawn as a textarea: they may hold line breaks and tabs. */
const MULTI_LINE_FIELDS = new Set(
  Object.values(formSpecs).flatMap((spec) =>
    spec.fields.filter((f) => f.kind === "textarea").map((f) => f.name),
  ),
);
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

/** Fields that may repeat in a POST body: the forms' checkbox groups. */
export const MULTI_VALUE_FIELDS = new Set(
  Object.values(formSpecs).flatMap((spec) =>
    spec.fields.filter((f) => f.kind === "checkboxes").map((f) => f.name),
  ),
);

const errorCount = (r: ValidationResult) => (r.ok ? 0 : Object.keys(r.errors).length);

export type LeadValidation = ValidationResult & {
  /** The spec the post named with its variant field, or its form's only spec; else undefined. */
  spec: FormSpec | undefined;
};

/** The browser's schemas for the post's variant (shared/forms/form-variants.ts); valid data
 * keeps it in VARIANT_FIELD. A contact post without one is valid if either variant accepts it
 * (stored without a variant); an unknown variant is a field error. */
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
