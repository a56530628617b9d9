/** How every mail and webhook the site sends leaves it: one SMTP rule (STARTTLS or smtps:, unless
 * SMTP_ALLOW_PLAINTEXT=true) for the owner's notices, digest, reminders, report and the visitor's
 * confirmation, and one signed POST for the owner's webhook. */
import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { business } from "../../../content/business";
import type { Lead } from "../types";

export type Deliver = (lead: Lead) => Promise<void>;

export interface SmtpOptions {
  smtpUrl: string;
  timeoutMs?: number;
  /** Send even when the server offers no STARTTLS (SMTP_ALLOW_PLAINTEXT). */
  allowPlaintext?: boolean;
}

export interface EmailOptions extends SmtpOptions {
  to: string;
  from?: string;
  /** Origin of the inbox links (SITE_URL). */
  siteUrl?: string;
}

/** The one SMTP transport: every mail the site sends is made here. */
export function smtpTransport(opts: SmtpOptions) {
  // nodemailer waits 2 min to connect and 10 on a silent socket, and shutdown waits for the worker,
  // so fail sooner. SMTPTransport merges these with the URL; createTransport({ url, ... }) would
  // drop them.
  const timeout = opts.timeoutMs ?? 20_000;
  return nodemailer.createTransport(
    new SMTPTransport({
      url: opts.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // smtps: is TLS from the first byte (nodemailer reads that from the URL); smtp: must
      // upgrade with STARTTLS before AUTH and the message, or fail, unless clear text was asked
      // for by name.
      requireTLS: !opts.allowPlaintext,
    }),
  );
}

/** The sender every owner e-mail (lead notices, the held digest, reminders, the report) uses. */
export function ownerMailer(opts: EmailOptions) {
  const transport = smtpTransport(opts);
  const from = opts.from ?? `${business.brand} website <${business.email}>`;
  return (mail: {
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
    headers?: Record<string, string>;
  }) => transport.sendMail({ from, to: opts.to, ...mail });
}

/** What is signed: the time (Unix seconds) and the exact body, so an old signature cannot be
 * replayed later. */
export const signBody = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

export interface WebhookOptions {
  url: string;
  secret?: string;
  timeoutMs?: number;
  now?: () => number;
  /** Origin of the inbox links (SITE_URL). */
  siteUrl?: string;
}

/** POSTs a JSON body to the owner's webhook, signed, never following a redirect; throws on
 * failure. */
export function signedPost(opts: WebhookOptions) {
  return async (body: string) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (opts.secret) {
      const timestamp = String(Math.floor((opts.now ?? Date.now)() / 1000));
      headers["X-Signature-Timestamp"] = timestamp;
      headers["X-Signature"] = signBody(opts.secret, timestamp, body);
    }
    const response = await fetch(opts.url, {
      method: "POST",
      headers,
      body,
      // Never follow: a 302 would turn the POST into a bodiless GET that "succeeds"
      // elsewhere, and a 307 would send the lead and its signature to another
      // host. A redirect is a failed delivery, retried and then given up.
      redirect: "manual",
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    // An unread body keeps its connection busy until garbage collection.
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400) {
      throw new Error(`Webhook answered ${response.status} (a redirect, not followed)`);
    }
    if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
  };
}
