/** Why a lead was held or kept as spam, one sentence per signal of
 * server/leads/intake/signals.ts, as the owner reads it (server/leads/intake/reasons.ts checks
 * each signal has one). */
export const spamReasonSentences: Readonly<Record<string, string>> = {
  honeypot: "A hidden field that people never see was filled in, as automated scripts do.",
  "no-challenge":
    "It came without the form's browser check: JavaScript was off, or the check did not load.",
  "challenge-expired": "The form's browser check had expired before it was sent.",
  "challenge-reused": "The form's browser check had already been used by another message.",
  "challenge-invalid": "The form's browser check was wrong or had been altered.",
  "too-fast": "It was sent within 3 seconds of the form opening, faster than a person types.",
  "link-markup": "A text field held link code (HTML, BBCode or Markdown), as forum spam does.",
  "link-in-name": "A name field held a web address.",
  "many-links": "The message held three or more web addresses.",
  link: "The message held one or two web addresses.",
  "repeated-body": "The same message arrived in another lead in the last 30 days.",
  "spam-phrases":
    "The text used phrases common in spam: link selling, casinos, pills, loans or crypto.",
  "generated-name": "A name looked machine-made: random letters in mixed case.",
  "no-referer":
    "The browser did not say which page the form was sent from; scripts often leave this out.",
};

/** For a reason an older or newer version stored and this one does not know. */
export const unknownSpamReason = (code: string) =>
  `It was flagged for a reason this version does not describe (${code}).`;
