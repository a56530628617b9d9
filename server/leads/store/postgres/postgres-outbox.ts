/** The outbox on PostgreSQL: queueing a lead's notices, and claiming and marking them for
 * delivery. */
import type pg from "pg";
import type { Query } from "./postgres-rows";
import { OUTBOX_ENTRY_COLUMNS, toEntry, type OutboxRow } from "../lead-rows";
import type { Channel, OutboxStore } from "../../types";

const DAY_MS = 86_400_000;

/** Queues a lead's notifications in a transaction: one row per channel, plus the visitor's
 * confirmation if none went to the address in a day. */
export async function queue(
  client: pg.PoolClient,
  id: string,
  channels: readonly Channel[],
  now: number,
  autoreplyTo: string | null | undefined,
) {
  const all = [...channels];
  if (autoreplyTo) {
    const noted = await client.query(
      `INSERT INTO autoreplies (address_hash, sent_at) VALUES ($1, $2)
       ON CONFLICT (address_hash) DO UPDATE SET sent_at = excluded.sent_at
       WHERE autoreplies.sent_at <= excluded.sent_at - ${DAY_MS}`,
      [autoreplyTo, now],
    );
    if (noted.rowCount) all.push("autoreply");
  }
  if (all.length === 0) return;
  await client.query(
    `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
     SELECT $1, c, $2, $2 FROM unnest($3::text[]) AS c`,
    [id, now, all],
  );
}

type OutboxMethods = OutboxStore;

/** `query` refuses (StoreNotReadyError) until the store is migrated. */
export const postgresOutbox = (query: Query): OutboxMethods => ({
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
  async markDelivered(entryId, now) {
    await query(
      "UPDATE outbox SET delivered_at = $1, attempts = attempts + 1, last_error = NULL, claimed_until = 0 WHERE id = $2 AND delivered_at IS NULL",
      [now, entryId],
    );
  },
  async markRetry(entryId, error, nextAttemptAt) {
    await query(
      "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_until = 0 WHERE id = $3 AND delivered_at IS NULL",
      [error.slice(0, 1000), nextAttemptAt, entryId],
    );
  },
  async markFailed(entryId, error, now) {
    await query(
      "UPDATE outbox SET attempts = attempts + 1, last_error = $1, failed_at = $2, claimed_until = 0 WHERE id = $3 AND delivered_at IS NULL",
      [error.slice(0, 1000), now, entryId],
    );
  },
});
