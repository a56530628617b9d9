import type { LeadState } from "../../server/leads/store/store-contract";

/** Names the inbox shows for the forms (client and server). */
export const FORM_NAMES: Record<string, string> = {
  contact: "Contact",
  referral: "Referral",
  "website-project": "Website project",
};

/** Names the inbox shows for the lead states: the tabs, a lead's state, the sources table. */
export const STATE_LABELS: Record<LeadState, string> = {
  new: "New",
  held: "Held",
  spam: "Spam",
  handled: "Handled",
};

/** Names of the forms as the reply figures split them: the contact form's two variants apart,
 * since each makes its own promise. */
export const FORM_SPEC_NAMES: Record<string, string> = {
  "contact-dialog": "Contact dialog",
  "contact-page": "Contact page",
  referral: "Referral dialog",
  "website-project": "Website project brief",
};
