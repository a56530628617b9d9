/** The shapes of a form spec and the fields several forms share (see
 * shared/forms/form-specs.ts). */
import type { FormName } from "./form-protocol";
import type { Option } from "./form-options";

export type FieldKind = "text" | "email" | "tel" | "url" | "select" | "textarea" | "checkboxes";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  autoComplete?: string;
  options?: Option[];
  rows?: number;
  optional?: boolean;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  placeholder?: string;
}

export type FormId = "contact-dialog" | "contact-page" | "referral" | "website-project";

/** The variants of a form posted under one name with different options (the contact dialog and
 * page). */
export type FormVariant = "dialog" | "page";

export interface FormSpec {
  id: FormId;
  formName: FormName;
  /** This spec's variant, posted in VARIANT_FIELD so the server checks and labels the post by it
   * alone; single-variant forms have none. */
  variant?: FormVariant;
  fields: FieldSpec[];
  submitLabel: string;
  success: { title: string; text: string };
  /** How long the success view shows before the form clears (docs/spec.md §9). */
  resetAfterMs: number;
}

export const name: FieldSpec = { name: "name", label: "Name", kind: "text", autoComplete: "name" };
export const email: FieldSpec = {
  name: "email",
  label: "Email",
  kind: "email",
  autoComplete: "email",
};
export const phone: FieldSpec = { name: "phone", label: "Phone", kind: "tel", autoComplete: "tel" };
export const message = (rows: number): FieldSpec => ({
  name: "message",
  label: "Message",
  kind: "textarea",
  rows,
  wide: true,
});
