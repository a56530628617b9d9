import { formNames, type FormName } from "../../content/site-map";
import {
  contactDialogSchema,
  contactPageSchema,
  referralSchema,
  validate,
  websiteProjectSchema,
  type ValidationResult,
} from "../../shared/forms";

export const isFormName = (v: unknown): v is FormName =>
  typeof v === "string" && (formNames as readonly string[]).includes(v);

/** Fields that may repeat in a POST body (checkbox groups). */
export const MULTI_VALUE_FIELDS = new Set(["features"]);

/**
 * The same schemas as the browser. A contact lead may come from the dialog or
 * the contact page; it is valid if either reading accepts it.
 */
export function validateLead(form: FormName, fields: Record<string, unknown>): ValidationResult {
  if (form === "referral") return validate(referralSchema, fields);
  if (form === "website-project") return validate(websiteProjectSchema, fields);
  const dialog = validate(contactDialogSchema, fields);
  if (dialog.ok) return dialog;
  const page = validate(contactPageSchema, fields);
  if (page.ok) return page;
  return Object.keys(page.errors).length < Object.keys(dialog.errors).length ? page : dialog;
}
