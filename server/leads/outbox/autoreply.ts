/** The optional confirmation to the visitor (AUTOREPLY=on): fixed text, nothing the visitor typed,
 * only for `new` leads and to one address that passes the form's rule; at most one per mailbox a
 * day, and the store caps each client and the site. */
import { createHash } from "node:crypto";
import { business } from "../../../content/business";
import { checkedEmail } from "../../../shared/forms/forms";
import { smtpTransport, type Deliver, type SmtpOptions } from "./transport";
import type { Lead } from "../store/store-contract";

/** The visitor's own address (the contact forms' email, the referral form's yourEmail), when it
 * is a single address that passes the form's rule; a spam post's unchecked value never is. */
export const visitorAddress = (fields: Lead["fields"]): string | undefined =>
  checkedEmail(fields.email ?? fields.yourEmail);

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/** The mailbox an address delivers to: case ignored, a `+tag` dropped, and Gmail's dots (and its
 * googlemail.com name) ignored, so `Vic.Tim+1@googlemail.com` is `victim@gmail.com`. */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).toLowerCase().split("+", 1)[0]!;
  let domain = address.slice(at + 1).toLowerCase();
  if (GMAIL.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

/** The key the once-a-day limit is kept under: a hash of the mailbox, not the address itself. */
export function autoreplyKey(fields: Lead["fields"]): string | null {
  const address = visitorAddress(fields);
  return address ? createHash("sha256").update(mailboxOf(address)).digest("hex") : null;
}

export const AUTOREPLY_SUBJECT = `We received your message | ${business.brand}`;
export const AUTOREPLY_TEXT = `Hello,

Thank you for contacting ${business.brand}. This note confirms that your message reached us. We reply within one business day.

If you need us sooner, call ${business.phone.display}.

If you did not send a message through our website, you can ignore this e-mail; we will not write again about it.

${business.brand}
`;

/** Sends through the site's one SMTP transport, under its TLS rule (transport.ts). */
export function autoreplyChannel(opts: SmtpOptions & { from?: string }): Deliver {
  const transport = smtpTransport(opts);
  const from = opts.from ?? `${business.brand} <${business.email}>`;
  return async (lead) => {
    const to = visitorAddress(lead.fields);
    // Nothing to send to but one checked address.
    if (!to) return;
    await transport.sendMail({
      from,
      to,
      subject: AUTOREPLY_SUBJECT,
      text: AUTOREPLY_TEXT,
      headers: { "Auto-Submitted": "auto-replied" },
    });
  };
}
