/** The inbox as the stores serve it: a tab's page (newest first, keyset paging), counts,
 * notifications, notes and deletion; queries in server/leads/store/inbox-queries.ts. */
import type { FormName } from "../../../shared/forms/form-protocol";
import type { Channel, Lead, LeadState } from "../store/store-contract";

export interface InboxQuery {
  state: LeadState;
  /** Searched in name, e-mail, phone and message text, case-insensitive (search-text.ts). */
  q?: string;
  form?: FormName;
  /** received_at range: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
  /** New leads unanswered and past due at this instant only (state new alone counts). */
  overdueAt?: Date;
  /** Opaque keyset cursor: the previous page's `next`. */
  before?: string;
  /** received: newest first (default); due: soonest due first, by id on ties. */
  order?: InboxOrder;
  limit: number;
}

export type InboxOrder = "received" | "due";

/** The filters the tab counts and the export share (no state, no paging). */
export type InboxFilter = Omit<InboxQuery, "state" | "before" | "limit" | "order">;

export interface InboxPage {
  leads: Lead[];
  /** Cursor of the next (older) page, or null on the last one. */
  next: string | null;
}

export type NotificationStatus = {
  channel: Channel;
  state: "pending" | "retrying" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  failedAt: number | null;
};

/** The longest private note a store takes; the inbox refuses longer ones with a 400. */
export const NOTE_MAX = 5_000;
/** The largest page a store hands out in one call. */
export const PAGE_MAX = 500;

export interface LeadInbox {
  /** Leads in `query.state` matching the filters, newest first; `next` pages on. */
  inboxPage(query: InboxQuery): Promise<InboxPage>;
  /** How many leads match the filters in each state (every state present, 0 when none). */
  inboxCounts(query: InboxFilter): Promise<Record<LeadState, number>>;
  /** The lead's own outbox rows (owner's notices, the visitor's confirmation; not reminders),
   * oldest first; [] when none. */
  notifications(leadId: string): Promise<NotificationStatus[]>;
  /** Sets (null or "": clears) the private note; false when there is no such lead. */
  setNote(leadId: string, note: string | null, now: Date): Promise<boolean>;
  /** Deletes the lead and its outbox rows, in one transaction; false when there was none. */
  deleteLead(leadId: string): Promise<boolean>;
}

/** A cursor that is not one of ours (edited by hand, or from the other engine's store). */
export class InvalidCursorError extends Error {
  constructor() {
    super("The page cursor is not valid.");
    this.name = "InvalidCursorError";
  }
}

/** Where a page ended: the last lead's time in the page's order (orderTime) and id (the
 * tie-break). */
export interface Cursor {
  receivedAt: string;
  id: string;
}

export const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.receivedAt, c.id])).toString("base64url");

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The cursor, or undefined when `value` is not one (so the inbox can answer 400 first). */
export function decodeCursor(value: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [receivedAt, id] = parsed as unknown[];
    if (typeof receivedAt !== "string" || !ISO.test(receivedAt)) return undefined;
    if (Number.isNaN(Date.parse(receivedAt))) return undefined;
    if (typeof id !== "string" || id.length === 0 || id.length > 100) return undefined;
    return { receivedAt, id };
  } catch {
    return undefined;
  }
}

/** The page size a store uses: whole, at least 1, at most PAGE_MAX. */
export const pageSize = (limit: number) =>
  Math.min(PAGE_MAX, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 1)));

/** The time a page is ordered by: received, or due (received when it has no due time). */
export const orderTime = (lead: Lead, order: InboxOrder = "received") =>
  order === "due" ? (lead.dueAt ?? lead.receivedAt) : lead.receivedAt;

/** Builds the page from `limit + 1` rows: the extra row only says there is a next page. */
export function toPage(leads: Lead[], limit: number, order?: InboxOrder): InboxPage {
  if (leads.length <= limit) return { leads, next: null };
  const page = leads.slice(0, limit);
  const last = page[page.length - 1]!;
  return { leads: page, next: encodeCursor({ receivedAt: orderTime(last, order), id: last.id }) };
}

export const zeroCounts = (): Record<LeadState, number> => ({
  new: 0,
  held: 0,
  spam: 0,
  handled: 0,
});

/** An outbox row's columns for the inbox, as both engines return them. */
export interface StatusRow {
  channel: Channel;
  attempts: number;
  next_attempt_at: number;
  delivered_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

/** An outbox row to a NotificationStatus. */
export function toStatus(r: StatusRow): NotificationStatus {
  const state =
    r.delivered_at !== null
      ? "delivered"
      : r.failed_at !== null
        ? "failed"
        : r.attempts > 0
          ? "retrying"
          : "pending";
  return {
    channel: r.channel,
    state,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: state === "pending" || state === "retrying" ? r.next_attempt_at : null,
    deliveredAt: r.delivered_at,
    failedAt: r.failed_at,
  };
}
