/** What every lead form says besides its own fields, title and button, which come from its spec
 * (shared/forms/form-specs.ts); the phone number from ./business.ts. */
export const leadFormCopy = {
  /** The honeypot's label, read by bots only (the field is hidden from people). */
  honeypotLabel: "Leave this field empty",
  failedHeading: "Your message did not go through.",
  /** Followed by the phone number as a link, then a full stop. */
  failedText: "Nothing you typed has been lost. Please try again, or call us at",
  retry: "Try again",
  sending: "Sending...",
};
