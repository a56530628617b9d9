/** Names the inbox shows for the forms (client and server). */
export const FORM_NAMES: Record<string, string> = {
  contact: "Contact",
  referral: "Referral",
  "website-project": "Website project",
};
