/**
 * How each form is drawn and what it does on success; the schema each is
 * validated with is `formSchemas[id]` in shared/forms/forms.ts (loaded on demand in
 * the browser). One spec per form; one component (app/components/forms/LeadForm)
 * draws them all. The specs live in shared/forms/contact-specs.ts,
 * shared/forms/referral-spec.ts and shared/forms/website-project-spec.ts, and pages import
 * them from there, so each page bundles only the specs it draws; this module
 * gathers them for the server.
 */
import type { FormName } from "./form-protocol";
import { contactDialogSpec, contactPageSpec } from "./contact-specs";
import type { FormId, FormSpec } from "./form-fields";
import { referralSpec } from "./referral-spec";
import { websiteProjectSpec } from "./website-project-spec";

export type { FieldKind, FieldSpec, FormId, FormSpec } from "./form-fields";
export { contactDialogSpec, contactPageSpec, referralSpec, websiteProjectSpec };

/**
 * Each form's main spec: the one that labels a stored lead that names no
 * variant (a contact lead from before the variant field uses the contact
 * page's labels, then the dialog's options; shared/forms/form-variants.ts).
 */
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
