/**
 * The inbox's view of the lead store: the methods of the inbox contract
 * (inboxPage, inboxCounts, notifications, setNote, deleteLead; the store
 * implements them, docs/decisions/0016). Until a store has them, a slow
 * fallback over listLeads keeps the pages usable.
 */
import type { FormName } from "../../content/site-map";
import { LEAD_STATES, type Channel, type Lead, type LeadStore } from "../leads/types";

export const INBOX_TABS = ["new", "held", "spam", "handled"] as const;
export type InboxState = (typeof INBOX_TABS)[number];

export interface InboxQuery {
  state: InboxState;
  q?: string;
  form?: FormName;
  from?: Date;
  to?: Date;
  before?: string;
  limit: number;
}
export interface InboxPage {
  leads: InboxLead[];
  next: string | null;
}
export type InboxLead = Omit<Lead, "state"> & { state: InboxState; note?: string | null };
export interface NotificationStatus {
  channel: Channel;
  state: "pending" | "retrying" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  failedAt: number | null;
}
export type CountsQuery = Omit<InboxQuery, "state" | "before" | "limit">;

export interface Inbox {
  inboxPage(query: InboxQuery): Promise<InboxPage>;
  inboxCounts(query: CountsQuery): Promise<Record<InboxState, number>>;
  notifications(leadId: string): Promise<NotificationStatus[]>;
  setNote(leadId: string, note: string | null, now: Date): Promise<boolean>;
  deleteLead(leadId: string): Promise<boolean>;
}

const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(" ") : (v ?? ""));
const matches = (lead: Lead, query: CountsQuery) => {
  if (query.form && lead.form !== query.form) return false;
  const t = new Date(lead.receivedAt).getTime();
  if (query.from && t < query.from.getTime()) return false;
  if (query.to && t >= query.to.getTime()) return false;
  if (!query.q) return true;
  const f = lead.fields;
  const hay = [f.name, f.yourName, f.email, f.yourEmail, f.phone, f.message, f.details]
    .map(text)
    .join("\n")
    .toLowerCase();
  return hay.includes(query.q.toLowerCase());
};

function fallback(store: LeadStore): Inbox {
  const all = async (state: InboxState) =>
    (await store.listLeads({ state: state as Lead["state"] })).reverse();
  return {
    async inboxPage(query) {
      const leads = (await all(query.state)).filter((l) => matches(l, query));
      const start = query.before ? leads.findIndex((l) => l.id === query.before) + 1 : 0;
      const page = leads.slice(start, start + query.limit);
      const next = start + query.limit < leads.length ? (page.at(-1)?.id ?? null) : null;
      return { leads: page as InboxLead[], next };
    },
    async inboxCounts(query) {
      const counts = { new: 0, held: 0, spam: 0, handled: 0 };
      for (const state of INBOX_TABS)
        counts[state] = (await all(state)).filter((l) => matches(l, query)).length;
      return counts;
    },
    async notifications() {
      return [];
    },
    async setNote() {
      return false;
    },
    async deleteLead() {
      return false;
    },
  };
}

/**
 * The store's own inbox methods once it has them (its states include
 * "handled", the inbox contract), else the fallback. (The SQLite store may be
 * a proxy that answers every method name, so the methods cannot be probed.)
 */
export function inboxOf(store: LeadStore): Inbox {
  if ((LEAD_STATES as readonly string[]).includes("handled")) return store as unknown as Inbox;
  return fallback(store);
}
