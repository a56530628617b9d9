/** The server's own small pages (a refused post, a form's errors without JavaScript): one shell
 * and stylesheet for every room that answers with one. */
import { business, telHref } from "../../content/business";

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The server's own small pages' stylesheet; the CSP of their answers carries its hash. */
export const PAGE_STYLE =
  "body{font:16px/1.6 system-ui,sans-serif;background:#020617;color:#e2e8f0;max-width:40rem;margin:4rem auto;padding:0 1.5rem}a{color:#7dd3fc}h1{color:#fff}li{margin:.25rem 0}";

/** A page of the server's own (errors, refusals): plain HTML in the site's name, not indexed. */
export function smallPage(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.brand)}</title>
<style>${PAGE_STYLE}</style>
</head><body><main>${body}</main></body></html>`;
}

/** A form post from another website: refused (403), saying why and where to go instead. */
export function crossSitePage() {
  return smallPage(
    "This form was sent from another website",
    `<h1>This form was sent from another website</h1><p>We only accept our forms when they are sent from our own website, so that no other site can send messages in your name. Nothing was saved.</p>
<p>Please <a href="/contact">open our contact page</a> and send your message from there, or call us at <a href="${telHref}">${escapeHtml(business.phone.display)}</a>.</p>`,
  );
}
