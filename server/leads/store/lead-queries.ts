/** The lead store's reads and one-statement writes, once for both engines over server/db.ts's
 * `?` interface; each engine keeps its transactions (saving, state moves, imports, claims). */
import type { Db, Row } from "../../db";
import { insertionOrder, listLeadsQuery } from "./lead-filter";
import {
  OUTBOX_RECORD_COLUMNS,
  toLead,
  toOutboxRecord,
  type LeadRow,
  type OutboxRecordRow,
} from "./lead-rows";
import type { Lead, LeadState, LeadStore, OutboxStore } from "../types";
import { FORGET_COUNTS, forgetArgs } from "./confirmation-caps";

/** Rows of `SELECT * FROM leads` as leads. */
export const toLeads = (rows: Row[]): Lead[] => (rows as unknown as LeadRow[]).map(toLead);

const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type LeadReads = Pick<
  LeadStore,
  "getLead" | "listLeads" | "purgeOlderThan" | "stats" | "exportAll" | "health" | "forgetCounts"
>;

export function leadQueries(db: Db): LeadReads {
  return {
    async forgetCounts(now) {
      await db.run(FORGET_COUNTS, forgetArgs(now));
    },
    async getLead(id) {
      return toLeads(await db.all("SELECT * FROM leads WHERE id = ?", [id]))[0];
    },
    async listLeads(filter = {}) {
      const { sql, args } = listLeadsQuery(db.kind, filter);
      return toLeads(await db.all(sql, args));
    },
    async purgeOlderThan(before) {
      return db.run("DELETE FROM leads WHERE received_at < ?", [before.toISOString()]);
    },
    async stats() {
      const byFormAndState = await db.all(
        "SELECT form, state, COUNT(*) AS count FROM leads GROUP BY form, state ORDER BY form, state",
      );
      const [n] = await db.all(
        `SELECT COUNT(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS pending,
           COUNT(*) FILTER (WHERE delivered_at IS NOT NULL) AS delivered,
           COUNT(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
         FROM outbox`,
      );
      return {
        byFormAndState: byFormAndState.map((r) => ({
          form: String(r.form),
          state: r.state as LeadState,
          count: Number(r.count),
        })),
        notifications: {
          pending: Number(n!.pending),
          delivered: Number(n!.delivered),
          failed: Number(n!.failed),
        },
      };
    },
    async *exportAll() {
      // All leads first: SQLite's connection cannot run the outbox query while iterating.
      const leads = await db.all(
        `SELECT * FROM leads ORDER BY received_at, ${insertionOrder(db.kind)}`,
      );
      for (const lead of toLeads(leads)) {
        const outbox = await db.all(
          `SELECT ${OUTBOX_RECORD_COLUMNS} FROM outbox WHERE lead_id = ? AND notice IS NULL ORDER BY id`,
          [lead.id],
        );
        yield { lead, outbox: (outbox as unknown as OutboxRecordRow[]).map(toOutboxRecord) };
      }
    },
    async health() {
      const [row] = await db.all(
        `SELECT (SELECT MAX(version) FROM schema_migrations) AS version,
           (SELECT MIN(created_at) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL) AS oldest`,
      );
      return { schemaVersion: orNull(row?.version) ?? 0, oldestPendingAt: orNull(row?.oldest) };
    },
  };
}

/** An outbox row's delivery, retry or failure; a row already delivered is left as it is. */
export function outboxMarks(
  db: Db,
): Pick<OutboxStore, "markDelivered" | "markRetry" | "markFailed"> {
  const mark = async (set: string, args: unknown[], entryId: number) => {
    await db.run(
      `UPDATE outbox SET ${set}, attempts = attempts + 1, claimed_until = 0
       WHERE id = ? AND delivered_at IS NULL`,
      [...args, entryId],
    );
  };
  return {
    markDelivered: (entryId, now) => mark("delivered_at = ?, last_error = NULL", [now], entryId),
    markRetry: (entryId, error, nextAttemptAt) =>
      mark("last_error = ?, next_attempt_at = ?", [error.slice(0, 1000), nextAttemptAt], entryId),
    markFailed: (entryId, error, now) =>
      mark("last_error = ?, failed_at = ?", [error.slice(0, 1000), now], entryId),
  };
}
