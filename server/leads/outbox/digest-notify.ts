/** The held-lead digest by e-mail and/or webhook (the notices' SMTP and signed webhook): who
 * wrote, about what, why held, a link to the Held tab, and never more than a message's first
 * line. */
import { heldDigest as words } from "../../../content/held-digest";
import { heldTabLink, leadLink } from "./inbox-links";
import type { DigestChannel } from "./digest-types";
import { optionLabel } from "../../../shared/forms/form-variants";
import { ownerMailer, signedPost, type EmailOptions, type WebhookOptions } from "./transport";
import { defang, inQuotes } from "./visitor-text";
import { reasonsInWords } from "../intake/reasons";
import type { Lead } from "../types";
import { cleanText } from "../clean-text";

export interface HeldDigest {
  id: number;
  /** Its leads that are still held, oldest first. */
  leads: Lead[];
}
export type DeliverDigest = (digest: HeldDigest) => Promise<void>;
export type DigestChannels = Partial<Record<DigestChannel, DeliverDigest>>;

/** The longest first line a digest shows. */
export const FIRST_LINE_MAX = 120;

const oneLine = (s: string) => cleanText(s, false).replace(/\s+/g, " ").trim();
const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? ""));
const clip = (s: string, max: number) => {
  const chars = [...s];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : s;
};

/** What one held lead shows in the digest: nothing of the message past its first line. Mail
 * passes `forMail`: the visitor's values defanged, the referral's name in quotes. */
export function digestEntry(lead: Lead, siteUrl: string, forMail = false) {
  const show = forMail ? defang : (s: string) => s;
  const f = lead.fields;
  const referral = lead.form === "referral";
  const name = show(oneLine(text(referral ? f.yourName : f.name)));
  const email = show(oneLine(text(referral ? f.yourEmail : f.email)));
  const referred = oneLine(text(f.referralName));
  const choice =
    lead.form === "contact" ? "service" : lead.form === "website-project" ? "projectType" : "";
  const picked = choice ? oneLine(text(f[choice])) : "";
  const about = referral
    ? words.referralOf(forMail ? inQuotes(referred) : referred)
    : picked
      ? `${words.forms[lead.form]}: ${optionLabel(lead, choice, picked)}`
      : words.forms[lead.form];
  const firstLine = text(f.message)
    .split(/\r\n|\r|\n/)
    .map(oneLine)
    .find((line) => line !== "");
  return {
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt,
    name: name || null,
    email: email || null,
    about,
    firstLine: firstLine ? show(clip(firstLine, FIRST_LINE_MAX)) : null,
    reasons: lead.reasons,
    reasonsInWords: reasonsInWords(lead.reasons),
    link: leadLink(siteUrl, lead.id),
  };
}

const eastern = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "short",
});

export const digestSubject = (digest: HeldDigest) => words.subject(digest.leads.length);

/** The e-mail's plain text; each value the visitor wrote quoted after "> " and defanged, so none
 * can pass for the mail's own lines or become a link. */
export function digestBody(digest: HeldDigest, siteUrl: string): string {
  const blocks = digest.leads.map((lead, i) => {
    const e = digestEntry(lead, siteUrl, true);
    return [
      `${i + 1}. ${e.about}`,
      `   ${words.name}: ${e.name === null ? words.noName : `> ${e.name}`}`,
      `   ${words.email}: ${e.email === null ? `(${words.noEmail})` : `> ${e.email}`}`,
      `   ${words.received} ${eastern.format(new Date(e.receivedAt))} ${words.timeZoneLabel}`,
      `   ${words.firstLine}: ${e.firstLine === null ? words.noMessage : `> ${e.firstLine}`}`,
      `   ${words.heldBecause}`,
      ...e.reasonsInWords.map((r) => `   - ${r}`),
      `   ${words.open}: ${e.link}`,
    ].join("\n");
  });
  return [words.intro, "", heldTabLink(siteUrl), "", ...blocks.flatMap((b) => [b, ""])].join("\n");
}

export function digestPayload(digest: HeldDigest, siteUrl: string) {
  return {
    type: "held-digest",
    digest: digest.id,
    count: digest.leads.length,
    link: heldTabLink(siteUrl),
    leads: digest.leads.map((lead) => digestEntry(lead, siteUrl)),
  };
}

export function digestEmailChannel(opts: EmailOptions & { siteUrl: string }): DeliverDigest {
  const send = ownerMailer(opts);
  return async (digest) => {
    await send({
      subject: digestSubject(digest),
      text: digestBody(digest, opts.siteUrl),
      headers: { "X-Held-Digest": String(digest.id) },
    });
  };
}

export function digestWebhookChannel(opts: WebhookOptions & { siteUrl: string }): DeliverDigest {
  const post = signedPost(opts);
  return (digest) => post(JSON.stringify(digestPayload(digest, opts.siteUrl)));
}
