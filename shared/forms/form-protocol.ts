/**
 * How a form's post and the server meet (docs/spec.md §7): the forms' names,
 * the hidden fields every post carries and the thank-you page each form's
 * post without JavaScript is sent on to. The browser (app/), the server, the
 * inbox and the CLI import it from here; content/site-map.ts lists the
 * thank-you pages with the site's other pages.
 */

export const formNames = ["contact", "referral", "website-project"] as const;
export type FormName = (typeof formNames)[number];

/** The page a post without JavaScript is answered with (303) once the lead is stored. */
export const thankYouPath = (form: FormName) => `/thank-you/${form}`;

/** The hidden field that names the form (one of `formNames`). */
export const FORM_NAME_FIELD = "form-name";
/**
 * The hidden field that carries the solved spam challenge (GET /challenge,
 * solved in a worker; server/leads/intake/challenge.ts): base64 of
 * `{ challenge, solution }`. Empty or absent without JavaScript.
 */
export const CHALLENGE_FIELD = "altcha";
/** The hidden field a person leaves empty (the honeypot). */
export const HONEYPOT_FIELD = "bot-field";
/**
 * The hidden field that names the spec's variant (`dialog`, `page`), drawn in
 * the form's HTML so a post without JavaScript carries it too
 * (docs/decisions/0023-one-schema-per-form-variant.md).
 */
export const VARIANT_FIELD = "form-variant";
