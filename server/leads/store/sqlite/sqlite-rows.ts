/** SQLite's lead inserts and transactions, shared by the store (./sqlite-store.ts) and its inbox
 * queries (./sqlite-inbox.ts). */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { searchText } from "../search-text";
import type { Lead } from "../../types";

/** Runs `fn` in one write transaction taken at its start (BEGIN IMMEDIATE): a concurrent writer
 * waits on busy_timeout, never fails half-way. */
export function immediate<T>(db: DatabaseSync, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

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
