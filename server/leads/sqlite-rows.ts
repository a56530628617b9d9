/** SQLite's lead rows and transactions, shared by the store (sqlite-store.ts) and its inbox queries (sqlite-inbox.ts). */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { searchText } from "./search-text";
import type { LeadSource } from "../../shared/lead-source";
import type { Lead } from "./types";

export interface LeadRow {
  id: string;
  form: string;
  state: string;
  received_at: string;
  fields: string;
  page: string | null;
  user_agent: string | null;
  score: number;
  reasons: string;
  note: string | null;
  source: string | null;
}

export const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  form: row.form as Lead["form"],
  state: row.state as Lead["state"],
  receivedAt: row.received_at,
  fields: JSON.parse(row.fields) as Lead["fields"],
  page: row.page,
  userAgent: row.user_agent,
  score: Number(row.score),
  reasons: JSON.parse(row.reasons) as string[],
  note: row.note ?? null,
  source: row.source ? (JSON.parse(row.source) as LeadSource) : null,
});

/**
 * Runs `fn` in one write transaction, taken at its start (BEGIN IMMEDIATE), so
 * a concurrent writer waits on busy_timeout instead of failing half-way.
 */
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

/**
 * `notified`: the lead has been new once (its notices were queued then), so
 * moving it to new again queues nothing.
 */
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
});

export const INSERT_LEAD =
  "INSERT INTO leads (id, form, state, received_at, fields, page, user_agent, score, reasons, body_hash, note, source, notified, search_text) VALUES (@id, @form, @state, @receivedAt, @fields, @page, @userAgent, @score, @reasons, @bodyHash, @note, @source, @notified, @searchText)";
