/** PostgreSQL's lead rows and transactions, shared by the store (postgres-store.ts) and its inbox queries (postgres-inbox.ts). */
import type pg from "pg";
import { searchText } from "./search-text";
import type { LeadSource } from "../../shared/lead-source";
import type { Lead } from "./types";

export interface LeadRow {
  id: string;
  form: string;
  state: string;
  received_at: Date;
  fields: Lead["fields"];
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
  receivedAt: row.received_at.toISOString(),
  fields: row.fields,
  page: row.page,
  userAgent: row.user_agent,
  score: row.score,
  reasons: JSON.parse(row.reasons) as string[],
  note: row.note ?? null,
  source: row.source ? (JSON.parse(row.source) as LeadSource) : null,
});

/**
 * The lead's columns in the order INSERT_LEAD lists them. `notified`: it has
 * been new once (its notices were queued then), so a later move to new queues none.
 */
export const leadValues = (
  lead: Lead,
  bodyHash: string | null = null,
  notified = lead.state === "new",
) => [
  lead.id,
  lead.form,
  lead.state,
  lead.receivedAt,
  JSON.stringify(lead.fields),
  lead.page,
  lead.userAgent,
  lead.score,
  JSON.stringify(lead.reasons),
  bodyHash,
  lead.note,
  lead.source ? JSON.stringify(lead.source) : null,
  notified,
  searchText(lead.fields),
];
/** How many values leadValues gives (the next placeholder is this plus one). */
export const LEAD_VALUES = 14;
export const INSERT_LEAD = `INSERT INTO leads (id, form, state, received_at, fields, page, user_agent, score, reasons, body_hash, note, source, notified, search_text)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`;

export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
