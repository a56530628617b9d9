/** How each form is drawn and what success does; its schema is `formSchemas[id]`
 * (shared/forms/forms.ts). Pages import specs from their own modules to bundle only what they
 * draw; this gathers them for the server. */
import type { FormName } from "./form-protocol";
import { contactDialogSpec, contactPageSpec } from "./contact-specs";
import type { FormId, FormSpec } from "./form-fields";
import { referralSpec } from "./referral-spec";
import { websiteProjectSpec } from "./website-project-spec";

export type { FieldKind, FieldSpec, FormId, FormSpec } from "./form-fields";
export { contactDialogSpec, contactPageSpec, referralSpec, websiteProjectSpec };

/** Each form's main spec, labelling a stored lead that names no variant
 * (shared/forms/form-variants.ts). */
export const specForForm: Record<FormName, FormId> = {
  contact: "contact-page",
  referral: "referral",
  "website-project": "website-project",
};

/** Every form's spec by id (the server and the leads command look labels up here). */
export const formSpecs: Record<FormId, FormSpec> = {
  "contact-dialog": contactDialogSpec,
  "contact-page": contactPageSpec,
  referral: referralSpec,
  "website-project": websiteProjectSpec,
};
