import type { FormName } from "../../content/site-map";

export type LeadState = "new" | "spam";
export type Channel = "email" | "webhook";

export interface NewLead {
  form: FormName;
  state: LeadState;
  fields: Record<string, string | string[]>;
  /** Path of the page the form was sent from (from Referer), if known. */
  page: string | null;
  userAgent: string | null;
}

export interface Lead extends NewLead {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

export interface OutboxEntry {
  id: number;
  leadId: string;
  channel: Channel;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  /** Until when (ms) the instance that claimed it may deliver it; then another may claim it. */
  claimedUntil: number;
}

/** An outbox row as `leads migrate` copies it: its whole state, times in ms. */
export interface OutboxRecord {
  channel: Channel;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  deliveredAt: number | null;
  failedAt: number | null;
  lastError: string | null;
}

export interface LeadFilter {
  form?: string;
  since?: Date;
  /** Only spam when true; only real leads when false or absent. */
  spam?: boolean;
  olderThan?: Date;
  limit?: number;
}

export interface LeadStats {
  byFormAndState: { form: string; state: LeadState; count: number }[];
  notifications: { pending: number; delivered: number; failed: number };
}

/**
 * Where leads live: SQLite (one instance, the default) or PostgreSQL (several
 * instances on one database). Every method may reject when the database is
 * unreachable; the route answers 503 and the outbox worker tries again later.
 */
export interface LeadStore {
  readonly kind: "sqlite" | "postgres";
  /** Commits the lead and one outbox entry per channel, atomically, before resolving. */
  saveLead(lead: NewLead, channels: readonly Channel[], now?: Date): Promise<Lead>;
  getLead(id: string): Promise<Lead | undefined>;
  listLeads(filter?: LeadFilter): Promise<Lead[]>;
  /**
   * Claims up to `limit` entries that are undelivered, not given up, due at or
   * before `now` (ms) and not claimed by anyone else until after `now`. A
   * claim lasts `leaseMs`; no other caller gets the entry until it runs out.
   */
  claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  markDelivered(entryId: number, now: number): Promise<void>;
  markRetry(entryId: number, error: string, nextAttemptAt: number): Promise<void>;
  markFailed(entryId: number, error: string, now: number): Promise<void>;
  /** Deletes leads received before `before`; resolves to how many. */
  purgeOlderThan(before: Date): Promise<number>;
  stats(): Promise<LeadStats>;
  /** Every lead (real and spam) with its outbox rows, oldest first: what `leads migrate` copies. */
  exportAll(): AsyncIterable<{ lead: Lead; outbox: OutboxRecord[] }>;
  /** Inserts a lead as it is (id and time kept) with its outbox rows; false if the id exists. */
  importLead(lead: Lead, outbox: readonly OutboxRecord[]): Promise<boolean>;
  close(): Promise<void>;
}

/** The store is still connecting or migrating (PostgreSQL at start); it says so itself in the log. */
export class StoreNotReadyError extends Error {
  constructor() {
    super("The lead database is not ready yet (still connecting or migrating).");
    this.name = "StoreNotReadyError";
  }
}
