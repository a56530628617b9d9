import type { FormSpec } from "../../../shared/forms/form-specs";
import type { FormValues } from "./submit";

/** Every field of `spec` empty: no box ticked, no text. */
export const emptyValues = (spec: FormSpec): FormValues =>
  Object.fromEntries(spec.fields.map((f) => [f.name, f.kind === "checkboxes" ? [] : ""]));

/** What the form's controls for `spec`'s fields hold, read one by one: `new FormData()` lays the
 * page out first, which on a tap's new page cost a slow phone most of a frame. */
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
