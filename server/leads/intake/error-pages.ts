import { business, telHref } from "../../../content/business";
import type { FieldErrors } from "../../../shared/forms/forms";
import { escapeHtml, smallPage } from "../../http/small-page";

/** The small page a browser without JavaScript gets when its form had errors. */
export function invalidFormPage(errors: FieldErrors, backPath: string) {
  const items = Object.entries(errors)
    .map(
      ([field, message]) =>
        `<li><strong>${escapeHtml(field)}</strong>: ${escapeHtml(message)}</li>`,
    )
    .join("");
  return smallPage(
    "Please check the form",
    `<h1>Please check the form</h1><p>Some of what you entered needs another look:</p><ul>${items}</ul>
<p><a href="${escapeHtml(backPath)}">Go back to the form</a> (your browser's Back button keeps what you typed).</p>`,
  );
}

/** When the lead could not be stored: say so plainly and offer the phone. */
export function unavailablePage(backPath: string) {
  return smallPage(
    "Your message did not go through",
    `<h1>Your message did not go through</h1><p>We could not save your message just now. Please try again in a moment, or call us at <a href="${telHref}">${escapeHtml(business.phone.display)}</a>.</p>
<p><a href="${escapeHtml(backPath)}">Go back to the form</a></p>`,
  );
}
