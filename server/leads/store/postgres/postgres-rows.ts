/** PostgreSQL's lead and outbox inserts and its query and transaction types, shared by the store
 * (./postgres-store.ts) and its parts; the transaction itself is server/database/db.ts's. */
import type pg from "pg";
import type { OutboxOwner } from "../lead-rows";
import { searchText } from "../search-text";
import type { Lead } from "../store-contract";

/** A query on the pool; the store's refuses (StoreNotReadyError) until it is migrated. */
export type Query = <R extends pg.QueryResultRow>(
  sql: string,
  args?: unknown[],
) => Promise<pg.QueryResult<R>>;
/** A transaction on one of the pool's connections. */
export type Tx = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/** The lead's columns in INSERT_LEAD's order; `notified`: new once, so a later move to new
 * queues no notices. */
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
  lead.promise,
  lead.dueAt,
  lead.answeredAt,
  lead.answeredBy,
];
/** How many values leadValues gives (the next placeholder is this plus one). */
export const LEAD_VALUES = 18;
export const INSERT_LEAD = `INSERT INTO leads (id, form, state, received_at, fields, page, user_agent, score, reasons, body_hash, note, source, notified, search_text,
             promise, due_at, answered_at, answered_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`;

/** One outbox row per channel for the owner's id, in one statement of the caller's transaction. */
export const insertOutboxRows = (
  client: pg.PoolClient,
  owner: OutboxOwner,
  id: string | number,
  channels: readonly string[],
  now: number,
) =>
  client.query(
    `INSERT INTO outbox (${owner}, channel, next_attempt_at, created_at)
     SELECT $1, c, $2, $2 FROM unnest($3::text[]) AS c`,
    [id, now, channels],
  );
