/** Which spec a post or stored lead belongs to: the contact form's two variants (dialog, page)
 * post under one name, and VARIANT_FIELD names the one the visitor saw, so it is checked,
 * screened and labelled by that spec alone (docs/decisions/0023). Other forms have one spec. */
import { VARIANT_FIELD, type FormName } from "./form-protocol";
import type { FormSpec } from "./form-fields";
import { formSpecs, specForForm } from "./form-specs";

/** The specs posted under a form name, in formSpecs' order (the dialog's before the page's). */
export const specsOfForm = (form: FormName): FormSpec[] =>
  Object.values(formSpecs).filter((s) => s.formName === form);

/** The field error for a variant value that is none of the form's. */
export const UNKNOWN_VARIANT =
  "This form's variant is not recognized. Please reload the page and send the form again.";

/** The spec whose variant `value` names, among the form's. */
const named = (form: FormName, value: unknown) =>
  specsOfForm(form).find((s) => s.variant !== undefined && s.variant === value);

/** The specs a post is checked against: the one its variant field names, or every spec of its
 * form when the field is absent; null when it names none of them (tampered). */
export function specsForPost(form: FormName, value: unknown): FormSpec[] | null {
  if (value === undefined) return specsOfForm(form);
  const spec = named(form, value);
  return spec ? [spec] : null;
}

type StoredLead = { form: FormName; fields: Record<string, string | string[]> };

/** The spec of the variant a stored lead names; undefined for one that names none. */
export const variantSpecOf = (lead: StoredLead): FormSpec | undefined =>
  named(lead.form, lead.fields[VARIANT_FIELD]);

/** The spec labelling a stored lead: its variant's, else its form's main spec (specForForm). */
export const labelSpecOf = (lead: StoredLead): FormSpec =>
  variantSpecOf(lead) ?? formSpecs[specForForm[lead.form]];

/** The label the visitor saw for a choice, from the lead's variant; without one, the page's
 * options then the dialog's; the raw id when none has it. */
export function optionLabel(lead: StoredLead, fieldName: string, id: string): string {
  const variant = variantSpecOf(lead);
  const specs = variant ? [variant] : [labelSpecOf(lead), ...specsOfForm(lead.form)];
  return (
    specs
      .flatMap((s) => s.fields.find((f) => f.name === fieldName)?.options ?? [])
      .find((o) => o.id === id)?.label ?? id
  );
}

/** How the inbox and `leads show` name a lead's variant, when it has one. */
export const VARIANT_NAMES: Record<NonNullable<FormSpec["variant"]>, string> = {
  dialog: "the contact dialog",
  page: "the contact page",
};
