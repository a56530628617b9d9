/** The reminder and overdue notices by e-mail and webhook (the lead notice's SMTP and signed
 * webhook). The visitor's words only ever appear quoted on their own labelled lines, defanged. */
import {
  ownerMailer,
  signedPost,
  type EmailOptions,
  type WebhookOptions,
} from "../outbox/transport";
import { digestEntry } from "../outbox/digest-notify";
import { leadLink } from "../outbox/inbox-links";
import { cleanText } from "../clean-text";
import type { Lead } from "../types";
import { formatMinutes, formatWhen, promiseWords, zoneLabel } from "./format";
import type { NoticeKind } from "./reminders";
import type { NoticeChannel } from "./notice-types";

export interface LeadNotice {
  kind: NoticeKind;
  lead: Lead;
}
export type DeliverNotice = (notice: LeadNotice) => Promise<void>;
export type NoticeChannels = Partial<Record<NoticeChannel, DeliverNotice>>;

const oneLine = (s: string) => cleanText(s, false).replace(/\s+/g, " ").trim();
const clip = (s: string, max: number) => {
  const chars = [...s];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : s;
};
const quoted = (s: string | null) => (s ? `> ${s}` : "  (not given)");
const dueOf = (lead: Lead) => Date.parse(lead.dueAt ?? lead.receivedAt);

export function noticeSubject({ kind, lead }: LeadNotice, timeZone: string): string {
  const e = digestEntry(lead, "", true);
  const who = e.name ? ` from ${JSON.stringify(clip(e.name, 60))}` : "";
  const due = formatWhen(dueOf(lead), timeZone);
  return oneLine(
    kind === "reminder"
      ? `Reply due by ${due}: ${e.about}${who}`
      : `Overdue since ${due}: ${e.about}${who}`,
  );
}

export function noticeBody(
  { kind, lead }: LeadNotice,
  siteUrl: string,
  timeZone: string,
  now = Date.now(),
): string {
  const e = digestEntry(lead, siteUrl, true);
  const due = dueOf(lead);
  const zone = zoneLabel(timeZone);
  const left = Math.abs(due - now) / 60_000;
  return [
    kind === "reminder"
      ? `A lead is still waiting for a reply, and a quarter of its time is left (${formatMinutes(left)}).`
      : "A lead has passed its reply time without an answer.",
    `The site promised a reply ${promiseWords(lead.promise)}.`,
    "",
    `Due: ${formatWhen(due, timeZone)} ${zone}`,
    `Received: ${formatWhen(Date.parse(lead.receivedAt), timeZone)} ${zone}`,
    `Form: ${e.about}`,
    "Name:",
    quoted(e.name),
    "Email:",
    quoted(e.email),
    "First line of the message:",
    quoted(e.firstLine),
    "",
    `Open in the inbox: ${e.link}`,
    "Mark it Handled there once you have replied; no further notice is sent for it then.",
    `Lead id: ${lead.id}`,
    "",
  ].join("\n");
}

/** The webhook body: what and which lead, never the visitor's words (the lead notice had them). */
export const noticePayload = ({ kind, lead }: LeadNotice, siteUrl: string) => ({
  type: kind,
  id: lead.id,
  form: lead.form,
  promise: lead.promise ?? null,
  receivedAt: lead.receivedAt,
  dueAt: lead.dueAt ?? null,
  link: leadLink(siteUrl, lead.id),
});

export function noticeEmailChannel(
  opts: EmailOptions & { siteUrl: string; timeZone: string; now?: () => number },
): DeliverNotice {
  const send = ownerMailer(opts);
  return async (notice) => {
    await send({
      subject: noticeSubject(notice, opts.timeZone),
      text: noticeBody(notice, opts.siteUrl, opts.timeZone, (opts.now ?? Date.now)()),
      headers: { "X-Lead-Id": notice.lead.id, "X-Lead-Notice": notice.kind },
    });
  };
}

export function noticeWebhookChannel(opts: WebhookOptions & { siteUrl: string }): DeliverNotice {
  const post = signedPost(opts);
  return (notice) => post(JSON.stringify(noticePayload(notice, opts.siteUrl)));
}
