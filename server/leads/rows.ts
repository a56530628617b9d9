/**
 * Outbox rows as both stores read and write them (the columns are the same
 * in SQLite and PostgreSQL), mapped to and from the store interface's types.
 */
import type { Channel, OutboxEntry, OutboxRecord } from "./types";

export interface OutboxRow {
  id: number;
  lead_id: string | null;
  digest_id: number | null;
  channel: Channel;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  claimed_until: number;
}

export const OUTBOX_ENTRY_COLUMNS =
  "id, lead_id, digest_id, channel, attempts, next_attempt_at, created_at, claimed_until";

export const toEntry = (r: OutboxRow): OutboxEntry => ({
  id: r.id,
  leadId: r.lead_id,
  digestId: r.digest_id,
  channel: r.channel,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  createdAt: r.created_at,
  claimedUntil: r.claimed_until,
});

export interface OutboxRecordRow {
  channel: Channel;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  delivered_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

/** The columns of an outbox row that `leads migrate` copies (read and write). */
export const OUTBOX_RECORD_COLUMNS =
  "channel, attempts, next_attempt_at, created_at, delivered_at, failed_at, last_error";

export const toOutboxRecord = (o: OutboxRecordRow): OutboxRecord => ({
  channel: o.channel,
  attempts: o.attempts,
  nextAttemptAt: o.next_attempt_at,
  createdAt: o.created_at,
  deliveredAt: o.delivered_at,
  failedAt: o.failed_at,
  lastError: o.last_error,
});

/** Values for `INSERT INTO outbox (lead_id, ${OUTBOX_RECORD_COLUMNS})`, in that order. */
export const outboxRecordValues = (leadId: string, o: OutboxRecord) => [
  leadId,
  o.channel,
  o.attempts,
  o.nextAttemptAt,
  o.createdAt,
  o.deliveredAt,
  o.failedAt,
  o.lastError,
];
