/** Lead and outbox rows as both stores read and write them, mapped to and from the store's
 * types. */
import type { LeadSource } from "../../../shared/lead-source";
import type { NoticeKind } from "../notices/reminders";
import type { Channel, Lead, OutboxEntry, OutboxRecord } from "./store-contract";

/** A lead row; SQLite gives time and fields as text, PostgreSQL as a Date and parsed JSON. */
export interface LeadRow {
  id: string;
  form: string;
  state: string;
  received_at: string | Date;
  fields: string | Lead["fields"];
  page: string | null;
  user_agent: string | null;
  score: number;
  reasons: string;
  note: string | null;
  source: string | null;
  promise: string | null;
  due_at: string | Date | null;
  answered_at: string | Date | null;
  answered_by: string | null;
}

const isoOrNull = (v: string | Date | null | undefined) =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : v;

export const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  form: row.form as Lead["form"],
  state: row.state as Lead["state"],
  receivedAt: row.received_at instanceof Date ? row.received_at.toISOString() : row.received_at,
  fields: typeof row.fields === "string" ? (JSON.parse(row.fields) as Lead["fields"]) : row.fields,
  page: row.page,
  userAgent: row.user_agent,
  score: Number(row.score),
  reasons: JSON.parse(row.reasons) as string[],
  note: row.note ?? null,
  source: row.source ? (JSON.parse(row.source) as LeadSource) : null,
  promise: (row.promise ?? null) as Lead["promise"],
  dueAt: isoOrNull(row.due_at),
  answeredAt: isoOrNull(row.answered_at),
  answeredBy: row.answered_by ?? null,
});

export interface OutboxRow {
  id: number;
  lead_id: string | null;
  digest_id: number | null;
  report_id: number | null;
  notice: NoticeKind | null;
  channel: Channel;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  claimed_until: number;
}

/** The column naming what an outbox row delivers: a lead's notice, a held digest or a weekly
 * report. */
export type OutboxOwner = "lead_id" | "digest_id" | "report_id";

export const OUTBOX_ENTRY_COLUMNS =
  "id, lead_id, digest_id, report_id, notice, channel, attempts, next_attempt_at, created_at, claimed_until";

/** The columns that schedule an outbox row: the worker's entry and a copied record share them. */
const scheduleOf = (
  r: Pick<OutboxRow, "channel" | "attempts" | "next_attempt_at" | "created_at">,
) => ({
  channel: r.channel,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  createdAt: r.created_at,
});

export const toEntry = (r: OutboxRow): OutboxEntry => ({
  id: r.id,
  leadId: r.lead_id,
  digestId: r.digest_id,
  reportId: r.report_id,
  notice: r.notice,
  ...scheduleOf(r),
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
  ...scheduleOf(o),
  deliveredAt: o.delivered_at,
  failedAt: o.failed_at,
  lastError: o.last_error,
});

/** A copied outbox row's insert (`?` placeholders, server/database/db.ts). */
export const INSERT_OUTBOX_RECORD = `INSERT INTO outbox (lead_id, ${OUTBOX_RECORD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** Values for INSERT_OUTBOX_RECORD, in its order. */
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

const DAY_MS = 86_400_000;

/** Notes a confirmation to the address hash at a time (`?` placeholders): at most one per address
 * per day, so the row is written (one row changed) only when none is newer. */
export const NOTE_AUTOREPLY = `INSERT INTO autoreplies (address_hash, sent_at) VALUES (?, ?)
  ON CONFLICT (address_hash) DO UPDATE SET sent_at = excluded.sent_at
  WHERE autoreplies.sent_at <= excluded.sent_at - ${DAY_MS}`;
