/** The optional confirmation to the visitor (AUTOREPLY=on, outbox channel "autoreply"), with
 * fixed text and nothing the visitor typed, so the form cannot mail a stranger words of someone
 * else's choosing. At most one per address per day, only for leads that end `new`. */
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { business } from "../../../content/business";
import type { Deliver } from "./notify";
import type { Lead } from "../store/store-contract";

/** The visitor's own address: the contact forms' email, the referral form's yourEmail. */
export function visitorAddress(fields: Lead["fields"]): string | undefined {
  const v = fields.email ?? fields.yourEmail;
  return typeof v === "string" && v.includes("@") ? v.trim() : undefined;
}

/** The key the once-a-day limit is kept under: a hash, not the address itself. */
export function autoreplyKey(fields: Lead["fields"]): string | null {
  const address = visitorAddress(fields);
  return address ? createHash("sha256").update(address.toLowerCase()).digest("hex") : null;
}

export const AUTOREPLY_SUBJECT = `We received your message | ${business.brand}`;
export const AUTOREPLY_TEXT = `Hello,

Thank you for contacting ${business.brand}. This note confirms that your message reached us. We reply within one business day.

If you need us sooner, call ${business.phone.display}.

If you did not send a message through our website, you can ignore this e-mail; we will not write again about it.

${business.brand}
`;

export function autoreplyChannel(opts: { smtpUrl: string; from?: string }): Deliver {
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: opts.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 20_000,
    }),
  );
  const from = opts.from ?? `${business.brand} <${business.email}>`;
  return async (lead) => {
    const to = visitorAddress(lead.fields);
    // Validated as an address when the lead was stored; nothing to send to otherwise.
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
