/** SQLite's lead and outbox inserts, for the store (./sqlite-store.ts) and its parts; its
 * transactions are server/database/db.ts's `immediate`. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { OutboxOwner } from "../lead-rows";
import { searchText } from "../search-text";
import type { Lead } from "../store-contract";

/** `notified`: the lead has been new once, so moving it to new again queues nothing. */
export const leadParams = (
  lead: Lead,
  bodyHash: string | null = null,
  notified = lead.state === "new",
): Record<string, SQLInputValue> => ({
  id: lead.id,
  form: lead.form,
  state: lead.state,
  receivedAt: lead.receivedAt,
  fields: JSON.stringify(lead.fields),
  page: lead.page,
  userAgent: lead.userAgent,
  score: lead.score,
  reasons: JSON.stringify(lead.reasons),
  bodyHash,
  note: lead.note,
  source: lead.source ? JSON.stringify(lead.source) : null,
  notified: notified ? 1 : 0,
  searchText: searchText(lead.fields),
  promise: lead.promise,
  dueAt: lead.dueAt,
  answeredAt: lead.answeredAt,
  answeredBy: lead.answeredBy,
});

export const INSERT_LEAD =
  "INSERT INTO leads (id, form, state, received_at, fields, page, user_agent, score, reasons, body_hash, note, source, notified, search_text, promise, due_at, answered_at, answered_by) VALUES (@id, @form, @state, @receivedAt, @fields, @page, @userAgent, @score, @reasons, @bodyHash, @note, @source, @notified, @searchText, @promise, @dueAt, @answeredAt, @answeredBy)";

/** One outbox row per channel for the owner's id; call it inside a transaction. */
export function insertOutboxRows(
  db: DatabaseSync,
  owner: OutboxOwner,
  id: number,
  channels: readonly string[],
  now: number,
) {
  const row = db.prepare(
    `INSERT INTO outbox (${owner}, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`,
  );
  for (const c of channels) row.run(id, c, now, now);
}
