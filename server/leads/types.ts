import type { FormName } from "../../shared/forms/form-protocol";
import type { LeadSource } from "../../shared/lead-source";
import type { HeldDigestStore } from "./outbox/digest-types";
import type { NoticeKind } from "./notices/reminders";
import type { NoticeStore } from "./notices/notice-types";
import type { LeadInbox } from "./inbox/inbox-types";
import type { LeadSources } from "./inbox/sources-report";
import type { ReplyPromise } from "./reply/business-time";

export type { ReplyPromise } from "./reply/business-time";

/** new: clean, notified; held: stored, not notified until released (`leads release ID`); spam:
 * stored apart, never notified; handled: dealt with, reopened to new without a new notice. */
export type LeadState = "new" | "held" | "spam" | "handled";
export const LEAD_STATES: readonly LeadState[] = ["new", "held", "spam", "handled"];
/** The owner's two channels, and the optional confirmation to the visitor (AUTOREPLY=on). */
export type Channel = "email" | "webhook" | "autoreply";

export interface NewLead {
  form: FormName;
  state: LeadState;
  fields: Record<string, string | string[]>;
  /** Path of the page the form was sent from (from Referer), if known. */
  page: string | null;
  userAgent: string | null;
  /** The spam score (server/leads/intake/signals.ts) and the signals that made it. */
  score: number;
  reasons: string[];
  /** The visit's landing page, referring host and campaign tags (shared/lead-source.ts), when the
   * browser sent them. */
  source?: LeadSource | null;
}

/** What a store keeps beside a lead without returning it. */
export interface SaveExtras {
  /** Hash of the normalised message, for the repeated-body signal (countBodyHash). */
  bodyHash?: string | null;
  /** Queue the visitor's confirmation (channel "autoreply") for this address hash unless one
   * went in the last day; new leads only. */
  autoreplyTo?: string | null;
  /** A hash of the client's address, for the confirmations' per-client cap (intake only). */
  autoreplyClient?: string | null;
  /** Called once a day, when the site's daily cap first stops a confirmation. */
  onConfirmationCap?: () => void;
}

/** What a move between states records beside the state. */
export interface StateExtras extends Pick<SaveExtras, "autoreplyTo" | "onConfirmationCap"> {
  /** Who made the move: the first move to handled records it as the answer ("cli" if absent). */
  by?: string;
}

export interface Lead extends NewLead {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** The owner's private note (inbox); never sent anywhere. */
  note: string | null;
  source: LeadSource | null;
  /** The reply its form promised, fixed at intake (server/leads/reply/promise.ts); null for
   * spam. */
  promise: ReplyPromise | null;
  /** When the reply is due, ISO 8601 UTC; null for spam. */
  dueAt: string | null;
  /** When it was first marked handled, and by whom (an e-mail, or "cli"); kept on Reopen. */
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface OutboxEntry {
  id: number;
  /** The lead a notice is about; null for a held-lead digest. */
  leadId: string | null;
  /** The held-lead digest this row sends (server/leads/outbox/digest-types.ts); null for a lead's
   * notice. */
  digestId: number | null;
  /** The weekly report this row sends (server/leads/notices/); null otherwise. */
  reportId: number | null;
  /** With a lead: its reminder or overdue notice; null for the lead notice itself. */
  notice: NoticeKind | null;
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
  /** Only spam when true; only real leads when false or absent (unless `state` is given). */
  spam?: boolean;
  /** Only leads in this state (wins over `spam`). */
  state?: LeadState;
  olderThan?: Date;
  limit?: number;
}

export interface LeadStats {
  byFormAndState: { form: string; state: LeadState; count: number }[];
  notifications: { pending: number; delivered: number; failed: number };
}

/** The leads themselves: stored with their notifications, read, moved between states, purged. */
export interface LeadRecords {
  /** Commits the lead and one outbox entry per channel, atomically, before resolving. */
  saveLead(
    lead: NewLead,
    channels: readonly Channel[],
    now?: Date,
    extras?: SaveExtras,
  ): Promise<Lead>;
  /** Moves a lead to another state; the first move to `new` queues its notifications in the same
   * transaction, later ones (Reopen) do not. Resolves to the previous state, or undefined if
   * missing. */
  setState(
    id: string,
    state: LeadState,
    channels: readonly Channel[],
    now?: Date,
    extras?: StateExtras,
  ): Promise<LeadState | undefined>;
  getLead(id: string): Promise<Lead | undefined>;
  listLeads(filter?: LeadFilter): Promise<Lead[]>;
  /** Deletes leads received before `before`; resolves to how many. */
  purgeOlderThan(before: Date): Promise<number>;
  /** Deletes the confirmations' counts past their keeping (client hours after two hours). */
  forgetCounts(now: number): Promise<void>;
  stats(): Promise<LeadStats>;
}

/** The outbox: the notifications still to deliver, claimed by one worker at a time. */
export interface OutboxStore {
  /** Claims up to `limit` undelivered, not given up entries due by `now` and unclaimed past
   * `now`, each for `leaseMs`. */
  claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  markDelivered(entryId: number, now: number): Promise<void>;
  markRetry(entryId: number, error: string, nextAttemptAt: number): Promise<void>;
  markFailed(entryId: number, error: string, now: number): Promise<void>;
}

/** What spam screening and the challenge keep: body hashes, used solutions and shared settings (the
 * challenge key). */
export interface ScreeningStore {
  /** How many leads since `since` have this body hash (the repeated-body signal). */
  countBodyHash(hash: string, since: Date): Promise<number>;
  /** Records a challenge solution as used until `expiresAt`; false when used before on any
   * instance. */
  useSolution(key: string, expiresAt: number, now: number): Promise<boolean>;
  /** The stored value of a setting, storing `candidate` first if there is none (the first instance
   * wins). */
  sharedSetting(name: string, candidate: string): Promise<string>;
}

/** Copying every lead from one store to another (`leads migrate`, backup and restore). */
export interface MigrationStore {
  /** Every lead with its outbox rows, oldest first, for `leads migrate`; digest rows are not
   * copied. */
  exportAll(): AsyncIterable<{ lead: Lead; outbox: OutboxRecord[] }>;
  /** Inserts a lead as it is (id and time kept) with its outbox rows; false if the id exists. */
  importLead(lead: Lead, outbox: readonly OutboxRecord[]): Promise<boolean>;
}

/** Where leads live: SQLite (one instance, default) or PostgreSQL (several), in parts by
 * concern. Any method may reject when the database is unreachable: the route answers 503, the
 * worker retries. */
export interface LeadStore
  extends
    LeadRecords,
    OutboxStore,
    ScreeningStore,
    MigrationStore,
    LeadInbox,
    HeldDigestStore,
    NoticeStore,
    LeadSources {
  readonly kind: "sqlite" | "postgres";
  close(): Promise<void>;
  /** For GET /readyz: a query that proves the store answers (see StoreHealth). */
  health(): Promise<StoreHealth>;
}

export interface StoreHealth {
  /** The newest migration applied to the database. */
  schemaVersion: number;
  /** When (ms) the oldest notification still to deliver was queued; null when none is. */
  oldestPendingAt: number | null;
}

/** The store is still connecting or migrating (PostgreSQL at start); it says so itself in the
 * log. */
export class StoreNotReadyError extends Error {
  constructor() {
    super("The lead database is not ready yet (still connecting or migrating).");
    this.name = "StoreNotReadyError";
  }
}
