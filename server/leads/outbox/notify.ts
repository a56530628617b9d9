import { resolveSiteUrl } from "../../../content/site-url";
import { labelSpecOf, optionLabel } from "../../../shared/forms/form-variants";
import type { LeadSource } from "../../../shared/lead-source";
import { leadLink } from "./inbox-links";
import type { Channel, Lead } from "../types";
import { cleanText } from "../clean-text";
import { checkedEmail } from "../../../shared/forms/forms";
import {
  ownerMailer,
  signedPost,
  type Deliver,
  type EmailOptions,
  type WebhookOptions,
} from "./transport";
import { inQuotes, quotedLines as quoted } from "./visitor-text";

const oneLine = (s: string) => cleanText(s, false).trim();
/** A visitor's value inside the subject: one line, quoted, defanged. */
const said = (v: string | string[] | undefined) => inQuotes(oneLine(text(v)));
const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? ""));

export function subjectFor(lead: Lead): string {
  const f = lead.fields;
  switch (lead.form) {
    case "referral":
      return `New referral from ${said(f.yourName)}: ${said(f.referralName)}`;
    case "website-project":
      return `New website project brief from ${said(f.name)} (${said(f.company)})`;
    default:
      return `New contact message from ${said(f.name)}`;
  }
}

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
    `Page: ${lead.page === null ? "(unknown)" : inQuotes(lead.page)}`,
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
    `First page of the visit: ${source.landing ? inQuotes(source.landing) : "(unknown)"}`,
    `Referred by: ${source.referrer ? inQuotes(source.referrer) : "(no other site)"}`,
    // Campaign tags are free text: quoted, one a line, so none can pass for the mail's own lines.
    ...(utm.length ? ["Campaign:", quoted(utm.join("\n"))] : []),
  ];
}

/** The visitor's own address, only when it is one that passes the form's rule. */
export const replyToFor = (lead: Lead): string | undefined =>
  checkedEmail(lead.form === "referral" ? lead.fields.yourEmail : lead.fields.email);

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

export type Channels = Partial<Record<Channel, Deliver>>;
