/** The outbox on SQLite: queueing a lead's notices, and claiming and marking them for delivery. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { immediate, sqliteDb } from "../../../db";
import { OUTBOX_ENTRY_COLUMNS, toEntry, type OutboxRow } from "../lead-rows";
import { confirmSync, type ConfirmationExtras } from "../confirmation-caps";
import { outboxMarks } from "../lead-queries";
import type { Channel, OutboxStore } from "../../types";

/** The outbox rows of a lead that is (now) new; call it inside a transaction. */
export type Queue = (
  id: string,
  channels: readonly Channel[],
  now: number,
  extras: ConfirmationExtras,
) => void;

/** Prepared once: every saved lead runs these. */
export function sqliteQueue(db: DatabaseSync): Queue {
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
  );
  const run = ([sql, args]: [string, unknown[]]) =>
    Number(db.prepare(sql).run(...(args as SQLInputValue[])).changes);
  return (id, channels, now, extras) => {
    for (const c of channels) insertOutbox.run(id, c, now, now);
    if (confirmSync(extras, now, run)) insertOutbox.run(id, "autoreply", now, now);
  };
}

export function sqliteOutbox(db: DatabaseSync): OutboxStore {
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
    ...outboxMarks(sqliteDb(() => db)),
    async claimDue(owner, now, limit, leaseMs) {
      return claim(owner, now, limit, leaseMs);
    },
  };
}
