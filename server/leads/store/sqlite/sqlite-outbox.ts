/** The outbox on SQLite: queueing a lead's notices, and claiming and marking them for delivery. */
import type { DatabaseSync } from "node:sqlite";
import { OUTBOX_ENTRY_COLUMNS, toEntry, type OutboxRow } from "../lead-rows";
import { immediate } from "./sqlite-rows";
import type { Channel, OutboxStore } from "../../types";

const DAY_MS = 86_400_000;

/** The outbox rows of a lead that is (now) new; call it inside a transaction. */
export type Queue = (
  id: string,
  channels: readonly Channel[],
  now: number,
  autoreplyTo: string | null | undefined,
) => void;

export function sqliteQueue(db: DatabaseSync): Queue {
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
  );
  // At most one confirmation per address per day: the row is written only when none is newer.
  const noteAutoreply = db.prepare(
    `INSERT INTO autoreplies (address_hash, sent_at) VALUES (?, ?)
     ON CONFLICT (address_hash) DO UPDATE SET sent_at = excluded.sent_at
     WHERE autoreplies.sent_at <= excluded.sent_at - ${DAY_MS}`,
  );
  return (id, channels, now, autoreplyTo) => {
    for (const c of channels) insertOutbox.run(id, c, now, now);
    if (autoreplyTo && Number(noteAutoreply.run(autoreplyTo, now).changes) > 0) {
      insertOutbox.run(id, "autoreply", now, now);
    }
  };
}

type OutboxMethods = OutboxStore;

export function sqliteOutbox(db: DatabaseSync): OutboxMethods {
  const claim = (owner: string, now: number, limit: number, leaseMs: number) =>
    immediate(db, () => {
      const rows = db
        .prepare(
          `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox
           WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND claimed_until <= ?
           ORDER BY next_attempt_at, id LIMIT ?`,
        )
        .all(now, now, limit) as unknown as OutboxRow[];
      const mark = db.prepare("UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ?");
      for (const row of rows) {
        row.claimed_until = now + leaseMs;
        mark.run(owner, row.claimed_until, row.id);
      }
      return rows.map(toEntry);
    });
  return {
    async claimDue(owner, now, limit, leaseMs) {
      return claim(owner, now, limit, leaseMs);
    },
    async markDelivered(entryId, now) {
      db.prepare(
        "UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, claimed_until = 0 WHERE id = ? AND delivered_at IS NULL",
      ).run(now, entryId);
    },
    async markRetry(entryId, error, nextAttemptAt) {
      db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = 0 WHERE id = ? AND delivered_at IS NULL",
      ).run(error.slice(0, 1000), nextAttemptAt, entryId);
    },
    async markFailed(entryId, error, now) {
      db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ?, claimed_until = 0 WHERE id = ? AND delivered_at IS NULL",
      ).run(error.slice(0, 1000), now, entryId);
    },
  };
}
