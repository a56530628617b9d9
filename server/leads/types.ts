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
 * Where leads live. SQLite by default; a PostgreSQL implementation can follow
 * behind the same interface without touching the routes or the CLI.
 */
export interface LeadStore {
  /** Commits the lead and one outbox entry per channel, atomically, before returning. */
  saveLead(lead: NewLead, channels: readonly Channel[], now?: Date): Lead;
  getLead(id: string): Lead | undefined;
  listLeads(filter?: LeadFilter): Lead[];
  /** Undelivered, not given up, due at or before `now` (ms). */
  dueOutbox(now: number, limit: number): OutboxEntry[];
  markDelivered(entryId: number, now: number): void;
  markRetry(entryId: number, error: string, nextAttemptAt: number): void;
  markFailed(entryId: number, error: string): void;
  /** Deletes leads received before `before`; returns how many. */
  purgeOlderThan(before: Date): number;
  stats(): LeadStats;
  close(): void;
}
