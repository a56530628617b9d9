import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { business } from "../../../content/business";
import { resolveSiteUrl } from "../../../content/site-url";
import { labelSpecOf, optionLabel } from "../../../shared/forms/form-variants";
import type { LeadSource } from "../../../shared/lead-source";
import { leadLink } from "./inbox-links";
import type { Channel, Lead } from "../store/store-contract";
import { cleanText } from "../clean-text";

export type Deliver = (lead: Lead) => Promise<void>;

const oneLine = (s: string) => cleanText(s, false).trim();
const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? ""));

export function subjectFor(lead: Lead): string {
  const f = lead.fields;
  switch (lead.form) {
    case "referral":
      return oneLine(`New referral from ${text(f.yourName)}: ${text(f.referralName)}`);
    case "website-project":
      return oneLine(`New website project brief from ${text(f.name)} (${text(f.company)})`);
    default:
      return oneLine(`New contact message from ${text(f.name)}`);
  }
}

/** The visitor's text with each line after "> ", so nothing typed can pass for the mail's own
 * lines or labels. */
const quoted = (text: string) => (text ? text.replace(/^/gm, "> ") : "");

/** Plain text: every field labelled as on the form, the visitor's words quoted, where and when,
 * and the lead's inbox page. */
export function bodyFor(lead: Lead, siteUrl = resolveSiteUrl()): string {
  // The variant's labels: a dialog's "referral" is "Referral", the page's "Referral from
  // Friend/Family".
  const spec = labelSpecOf(lead);
  const labelOf = (fieldName: string, id: string) => optionLabel(lead, fieldName, id);
  const lines = spec.fields.map((field) => {
    const raw = lead.fields[field.name];
    const ids = Array.isArray(raw) ? raw : raw ? [raw] : [];
    const shown = field.options
      ? ids.map((id) => labelOf(field.name, id)).join(", ")
      : ids.join(", ");
    return `${field.label}:\n${quoted(shown) || "  (not given)"}\n`;
  });
  return [
    ...lines,
    "---",
    `Received: ${lead.receivedAt}`,
    `Page: ${lead.page ?? "(unknown)"}`,
    ...sourceLines(lead.source),
    `Lead id: ${lead.id}`,
    `Open in the inbox: ${leadLink(siteUrl, lead.id)}`,
    "",
  ].join("\n");
}

/** Where the visit came from (shared/lead-source.ts), when the browser said. */
function sourceLines(source: LeadSource | null): string[] {
  if (!source) return [];
  const utm = Object.entries(source.utm ?? {}).map(([k, v]) => `${k}=${v}`);
  return [
    `First page of the visit: ${source.landing ?? "(unknown)"}`,
    `Referred by: ${source.referrer ?? "(no other site)"}`,
    // Campaign tags are free text: quoted, one a line, so none can pass for the mail's own lines.
    ...(utm.length ? ["Campaign:", quoted(utm.join("\n"))] : []),
  ];
}

export function replyToFor(lead: Lead): string | undefined {
  const v = lead.form === "referral" ? lead.fields.yourEmail : lead.fields.email;
  return typeof v === "string" && v ? v : undefined;
}

export interface EmailOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  timeoutMs?: number;
  /** Send even when the server offers no STARTTLS (SMTP_ALLOW_PLAINTEXT). */
  allowPlaintext?: boolean;
  /** Origin of the inbox links (SITE_URL). */
  siteUrl?: string;
}

/** The SMTP transport and sender every owner e-mail (lead notices, the held digest) uses. */
export function ownerMailer(opts: EmailOptions) {
  // nodemailer waits 2 min to connect and 10 on a silent socket, and shutdown waits for the worker,
  // so fail sooner. SMTPTransport merges these with the URL; createTransport({ url, ... }) would
  // drop them.
  const timeout = opts.timeoutMs ?? 20_000;
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: opts.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // smtps: is TLS from the first byte (nodemailer reads that from the URL);
      // smtp: must upgrade with STARTTLS before AUTH and the message, or fail,
      // unless clear text was asked for by name.
      requireTLS: !opts.allowPlaintext,
    }),
  );
  const from = opts.from ?? `${business.brand} website <${business.email}>`;
  return (mail: {
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
    headers?: Record<string, string>;
  }) => transport.sendMail({ from, to: opts.to, ...mail });
}

export function emailChannel(opts: EmailOptions): Deliver {
  const send = ownerMailer(opts);
  const siteUrl = opts.siteUrl ?? resolveSiteUrl();
  return async (lead) => {
    await send({
      replyTo: replyToFor(lead),
      subject: subjectFor(lead),
      text: bodyFor(lead, siteUrl),
      headers: { "X-Lead-Id": lead.id },
    });
  };
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

export function webhookChannel(opts: WebhookOptions): Deliver {
  const post = signedPost(opts);
  const siteUrl = opts.siteUrl ?? resolveSiteUrl();
  return (lead) =>
    post(
      JSON.stringify({
        id: lead.id,
        form: lead.form,
        receivedAt: lead.receivedAt,
        page: lead.page,
        source: lead.source,
        fields: lead.fields,
        link: leadLink(siteUrl, lead.id),
      }),
    );
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

export type Channels = Partial<Record<Channel, Deliver>>;
