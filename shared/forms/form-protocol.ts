/** Where a form's post and the server meet (docs/spec.md §7): form names, the hidden fields
 * every post carries and each form's no-JavaScript thank-you page, for app/, server, inbox and
 * CLI. */

export const formNames = ["contact", "referral", "website-project"] as const;
export type FormName = (typeof formNames)[number];

/** The page a post without JavaScript is answered with (303) once the lead is stored. */
export const thankYouPath = (form: FormName) => `/thank-you/${form}`;

/** The hidden field that names the form (one of `formNames`). */
export const FORM_NAME_FIELD = "form-name";
/** The hidden field carrying the solved spam challenge (server/leads/intake/challenge.ts):
 * base64 of `{ challenge, solution }`; empty or absent without JavaScript. */
export const CHALLENGE_FIELD = "altcha";
/** The hidden field a person leaves empty (the honeypot). */
export const HONEYPOT_FIELD = "bot-field";
/** The hidden field naming the spec's variant, in the HTML so a no-JavaScript post carries it
 * too (docs/decisions/0023-one-schema-per-form-variant.md). */
export const VARIANT_FIELD = "form-variant";
