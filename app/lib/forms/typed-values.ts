import type { FormSpec } from "../../../shared/forms/form-specs";
import type { FormValues } from "./submit";

/** Every field of `spec` empty: no box ticked, no text. */
export const emptyValues = (spec: FormSpec): FormValues =>
  Object.fromEntries(spec.fields.map((f) => [f.name, f.kind === "checkboxes" ? [] : ""]));

/** What the form's controls for `spec`'s fields hold, read one by one: `new FormData()` brings
 * style and layout up to date first, which in a mount effect forced a pass over the new page
 * inside a tap. */
export function typedValues(form: HTMLFormElement, spec: FormSpec): FormValues {
  const values = emptyValues(spec);
  for (const control of form.elements) {
    const input = control instanceof HTMLInputElement;
    if (!input && !(control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement))
      continue;
    const field = values[control.name];
    if (Array.isArray(field)) {
      if (input && control.checked) field.push(control.value);
    } else if (field !== undefined) values[control.name] = control.value;
  }
  return values;
}
