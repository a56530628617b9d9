/** When a lead's reminder and overdue notices are due: pure rules with time passed in. The store
 * applies them and keeps one row per lead and kind, so each goes once across instances. */

export type NoticeKind = "reminder" | "overdue";
export const NOTICE_KINDS: readonly NoticeKind[] = ["reminder", "overdue"];

/** The reminder goes when this share of the lead's window (received to due) is left. */
export const REMINDER_SHARE_LEFT = 0.25;

export interface OpenLead {
  state: string;
  receivedAt: number;
  /** null for spam, which is never due. */
  dueAt: number | null;
  answeredAt: number | null;
}

/** The moment a quarter of the window is left. */
export const remindAt = (receivedAt: number, dueAt: number) =>
  dueAt - (dueAt - receivedAt) * REMINDER_SHARE_LEFT;

/** The notice a lead needs at `now`, if any. Only new leads count (held ones once released), and
 * never one answered, even if moved back to New. Past its due time only "overdue" goes: a late
 * reminder would promise a time that has passed. */
export function noticeDue(
  lead: OpenLead,
  sent: Partial<Record<NoticeKind, boolean>>,
  now: number,
): NoticeKind | null {
  if (lead.state !== "new" || lead.answeredAt !== null || lead.dueAt === null) return null;
  if (now >= lead.dueAt) return sent.overdue ? null : "overdue";
  if (now >= remindAt(lead.receivedAt, lead.dueAt)) return sent.reminder ? null : "reminder";
  return null;
}

/** Whether a queued notice is still worth sending at delivery time. */
export const stillOpen = (lead: { state: string; answeredAt: string | null } | undefined) =>
  lead !== undefined && lead.state === "new" && lead.answeredAt === null;
