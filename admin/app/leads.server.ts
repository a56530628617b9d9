/** What the inbox shows of a lead: labelled as the visitor saw it, times in Eastern Time. */
import { reasonInWords } from "../../server/leads/intake/reasons";
import { VARIANT_FIELD } from "../../shared/forms/form-protocol";
import {
  VARIANT_NAMES,
  labelSpecOf,
  optionLabel,
  variantSpecOf,
} from "../../shared/forms/form-variants";
import type { NotificationStatus } from "../../server/leads/inbox/inbox-types";
import type { Lead } from "../../server/leads/store/store-contract";
import { FORM_NAMES } from "./labels";
import { eastern } from "./time";
import { dueInWords } from "../../server/leads/reply/words";

export { FORM_NAMES };

const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? ""));

/** Every field with the labels and option names the visitor saw (shared/forms/form-variants.ts). */
export function labelledFields(lead: Lead) {
  const spec = labelSpecOf(lead);
  // A known variant is named beside the form (sentFrom), not as a field.
  const shown = new Set<string>(variantSpecOf(lead) ? [VARIANT_FIELD] : []);
  const rows = spec.fields.map((field) => {
    shown.add(field.name);
    const raw = lead.fields[field.name];
    const values = Array.isArray(raw) ? raw : raw ? [raw] : [];
    return {
      name: field.name,
      label: field.label,
      kind: field.kind,
      value: values.map((id) => optionLabel(lead, field.name, id)).join(", "),
    };
  });
  // Stored fields that the current form lacks are still shown.
  for (const [name, value] of Object.entries(lead.fields))
    if (!shown.has(name)) rows.push({ name, label: name, kind: "text", value: text(value) });
  return rows;
}

/** Which variant of its form the lead was sent from ("the contact dialog"), when it says. */
export const sentFrom = (lead: Lead) => {
  const variant = variantSpecOf(lead)?.variant;
  return variant ? VARIANT_NAMES[variant] : null;
};

export const whoWrote = (lead: Lead) =>
  text(lead.fields.name ?? lead.fields.yourName) || "(no name)";
export const emailOf = (lead: Lead) => text(lead.fields.email ?? lead.fields.yourEmail);
export const phoneOf = (lead: Lead) => text(lead.fields.phone ?? lead.fields.yourPhone);
export const firstLine = (lead: Lead) =>
  text(lead.fields.message ?? lead.fields.details ?? lead.fields.referralName)
    .split("\n")[0]!
    .slice(0, 140);

/** What a row of the New tab says of the reply: due or overdue in words, or that it was
 * answered before it was reopened. */
export function replyState(lead: Lead, now: number) {
  if (lead.answeredAt) return { text: `answered ${eastern(lead.answeredAt)}`, overdue: false };
  return lead.dueAt ? dueInWords(lead.dueAt, now) : null;
}

export function summary(lead: Lead, now = Date.now()) {
  return {
    due: lead.state === "new" ? replyState(lead, now) : null,
    id: lead.id,
    name: whoWrote(lead),
    email: emailOf(lead),
    form: FORM_NAMES[lead.form] ?? lead.form,
    about: firstLine(lead),
    received: eastern(lead.receivedAt),
    receivedAt: lead.receivedAt,
    score: lead.score,
  };
}

const CHANNEL: Record<string, string> = {
  email: "E-mail to the owner",
  webhook: "Webhook",
  autoreply: "Confirmation to the visitor",
};

export function notificationText(n: NotificationStatus) {
  const channel = CHANNEL[n.channel] ?? n.channel;
  if (n.state === "delivered")
    return { channel, state: `Delivered ${n.deliveredAt ? eastern(n.deliveredAt) : ""}`.trim() };
  if (n.state === "failed")
    return {
      channel,
      state: `Failed after ${n.attempts} attempts: ${n.lastError ?? "no reason given"}`,
    };
  if (n.state === "retrying")
    return {
      channel,
      state: `Retrying (attempt ${n.attempts}; last error: ${n.lastError ?? "none"})${n.nextAttemptAt ? `, next at ${eastern(n.nextAttemptAt)}` : ""}`,
    };
  return { channel, state: "Waiting to be sent" };
}

export const reasonsInWords = (reasons: readonly string[]) =>
  reasons.map((r) => ({ id: r, text: reasonInWords(r) }));

const PROMISE_WORDS = { "24h": "within 24 hours", "business-day": "within one business day" };

/** The lead page's reply times: received, the promise and when it falls due, the first answer. */
export function replyTimes(lead: Lead, now: number) {
  const due = lead.dueAt;
  // Held leads are not yet overdue (not yet released), and an answered one is done.
  const words = due && lead.state === "new" && !lead.answeredAt ? dueInWords(due, now) : null;
  return {
    received: eastern(lead.receivedAt),
    receivedAt: lead.receivedAt,
    promise: lead.promise ? PROMISE_WORDS[lead.promise] : null,
    due: due ? eastern(due) : null,
    dueAt: due,
    dueWords: words?.text ?? null,
    overdue: words?.overdue ?? false,
    held: lead.state === "held",
    answered: lead.answeredAt ? eastern(lead.answeredAt) : null,
    answeredAt: lead.answeredAt,
    answeredBy: lead.answeredBy,
    withinPromise: lead.answeredAt && due ? Date.parse(lead.answeredAt) <= Date.parse(due) : null,
  };
}
