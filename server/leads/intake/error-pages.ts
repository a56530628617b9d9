import { business, telHref } from "../../../content/business";
import type { FieldErrors } from "../../../shared/forms/forms";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The server's own small pages' stylesheet; the CSP of their answers carries its hash. */
export const PAGE_STYLE =
  "body{font:16px/1.6 system-ui,sans-serif;background:#020617;color:#e2e8f0;max-width:40rem;margin:4rem auto;padding:0 1.5rem}a{color:#7dd3fc}h1{color:#fff}li{margin:.25rem 0}";

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | ${escape(business.brand)}</title>
<style>${PAGE_STYLE}</style>
</head><body><main>${body}</main></body></html>`;
}

/** The small page a browser without JavaScript gets when its form had errors. */
export function invalidFormPage(errors: FieldErrors, backPath: string) {
  const items = Object.entries(errors)
    .map(([field, message]) => `<li><strong>${escape(field)}</strong>: ${escape(message)}</li>`)
    .join("");
  return page(
    "Please check the form",
    `<h1>Please check the form</h1><p>Some of what you entered needs another look:</p><ul>${items}</ul>
<p><a href="${escape(backPath)}">Go back to the form</a> (your browser's Back button keeps what you typed).</p>`,
  );
}

/** When the lead could not be stored: say so plainly and offer the phone. */
export function unavailablePage(backPath: string) {
  return page(
    "Your message did not go through",
    `<h1>Your message did not go through</h1><p>We could not save your message just now. Please try again in a moment, or call us at <a href="${telHref}">${escape(business.phone.display)}</a>.</p>
<p><a href="${escape(backPath)}">Go back to the form</a></p>`,
  );
}

/** A form post from another website: refused (403), saying why and where to go instead. */
export function crossSitePage() {
  return page(
    "This form was sent from another website",
    `<h1>This form was sent from another website</h1><p>We only accept our forms when they are sent from our own website, so that no other site can send messages in your name. Nothing was saved.</p>
<p>Please <a href="/contact">open our contact page</a> and send your message from there, or call us at <a href="${telHref}">${escape(business.phone.display)}</a>.</p>`,
  );
}
