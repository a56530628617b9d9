/** The outbox on PostgreSQL: queueing a lead's notices, and claiming and marking them for
 * delivery. */
import type pg from "pg";
import { numbered, postgresQueryDb } from "../../../db";
import { insertOutboxRows, type Query } from "./postgres-rows";
import { OUTBOX_ENTRY_COLUMNS, toEntry, type OutboxRow } from "../lead-rows";
import { confirmAsync, type ConfirmationExtras } from "../confirmation-caps";
import { outboxMarks } from "../lead-queries";
import type { Channel, OutboxStore } from "../../types";

/** Queues a lead's notifications in a transaction: one row per channel, plus the visitor's
 * confirmation within its caps (confirmation-caps.ts). */
export async function queue(
  client: pg.PoolClient,
  id: string,
  channels: readonly Channel[],
  now: number,
  extras: ConfirmationExtras,
) {
  const all = [...channels];
  const run = async ([sql, args]: [string, unknown[]]) =>
    (await client.query(numbered(sql), args)).rowCount ?? 0;
  if (await confirmAsync(extras, now, run)) all.push("autoreply");
  if (all.length > 0) await insertOutboxRows(client, "lead_id", id, all, now);
}

/** `query` refuses (StoreNotReadyError) until the store is migrated. */
export const postgresOutbox = (query: Query): OutboxStore => ({
  ...outboxMarks(postgresQueryDb(query)),
  async claimDue(owner, now, limit, leaseMs) {
    // SKIP LOCKED: rows another instance is claiming right now are passed
    // over, not waited for; the lease keeps them ours after the commit.
    const { rows } = await query<OutboxRow>(
      `UPDATE outbox SET claimed_by = $1, claimed_until = $2::bigint + $4::bigint
       WHERE id IN (
         SELECT id FROM outbox
         WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2 AND claimed_until <= $2
         ORDER BY next_attempt_at, id LIMIT $3
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${OUTBOX_ENTRY_COLUMNS}`,
      [owner, now, limit, leaseMs],
    );
    return rows.map(toEntry).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
  },
});
