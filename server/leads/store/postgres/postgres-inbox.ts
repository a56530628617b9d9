/** The inbox and held-digest queries on PostgreSQL (see server/leads/inbox/types.ts and
 * server/leads/outbox/digest-types.ts). */
import { digestDue } from "../../outbox/digest-schedule";
import type { HeldDigestStore } from "../../outbox/digest-types";
import { inboxOrderBy, inboxWhere } from "../inbox-sql";
import {
  InvalidCursorError,
  decodeCursor,
  pageSize,
  toPage,
  toStatus,
  zeroCounts,
  type LeadInbox,
  type StatusRow,
} from "../../inbox/types";
import type { Query, Tx } from "./postgres-rows";
import { toLead, type LeadRow } from "../lead-rows";
import type { LeadState } from "../../types";

/** The one lock key instances take to decide on a digest, so only one of them makes it. */
const DIGEST_LOCK = 4_735_201_767;

/** `query` and `tx` refuse (StoreNotReadyError) until the store is migrated. */
export function postgresInbox(query: Query, tx: Tx): LeadInbox & HeldDigestStore {
  return {
    async inboxPage(q) {
      const before = q.before === undefined ? undefined : decodeCursor(q.before);
      if (q.before !== undefined && !before) throw new InvalidCursorError();
      const limit = pageSize(q.limit);
      const { where, args } = inboxWhere("postgres", { ...q, before });
      const { rows } = await query<LeadRow>(
        `SELECT * FROM leads ${where} ORDER BY ${inboxOrderBy(q.order)} LIMIT ${limit + 1}`,
        args,
      );
      return toPage(rows.map(toLead), limit, q.order);
    },
    async inboxCounts(filter) {
      const { where, args } = inboxWhere("postgres", { ...filter });
      const { rows } = await query<{ state: LeadState; n: number }>(
        `SELECT state, COUNT(*)::int AS n FROM leads ${where} GROUP BY state`,
        args,
      );
      const counts = zeroCounts();
      for (const r of rows) counts[r.state] = r.n;
      return counts;
    },
    async notifications(leadId) {
      const { rows } = await query<StatusRow>(
        "SELECT channel, attempts, next_attempt_at, delivered_at, failed_at, last_error FROM outbox WHERE lead_id = $1 AND notice IS NULL ORDER BY id",
        [leadId],
      );
      return rows.map(toStatus);
    },
    async setNote(leadId, note, now) {
      const text = note === null || note.trim() === "" ? null : note;
      const { rowCount } = await query("UPDATE leads SET note = $1, note_at = $2 WHERE id = $3", [
        text,
        text === null ? null : now.getTime(),
        leadId,
      ]);
      return (rowCount ?? 0) > 0;
    },
    async deleteLead(leadId) {
      return tx(async (client) => {
        // The foreign key cascades too; said here so the deletion never depends on it.
        await client.query("DELETE FROM outbox WHERE lead_id = $1", [leadId]);
        const { rowCount } = await client.query("DELETE FROM leads WHERE id = $1", [leadId]);
        return (rowCount ?? 0) > 0;
      });
    },
    async queueDigest(channels, now) {
      if (channels.length === 0) return null;
      const upTo = new Date(now).toISOString();
      return tx(async (client) => {
        // Held until commit: a second instance waits, then sees this digest and makes none.
        await client.query("SELECT pg_advisory_xact_lock($1)", [DIGEST_LOCK]);
        const last = await client.query<{ at: number | null }>(
          "SELECT MAX(created_at) AS at FROM digests",
        );
        const waiting = await client.query<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM leads WHERE state = 'held' AND digest_id IS NULL AND received_at <= $1",
          [upTo],
        );
        const lastAt = last.rows[0]?.at ?? null;
        if (!digestDue({ lastAt, waiting: waiting.rows[0]!.n, now })) return null;
        const { rows } = await client.query<{ id: number }>(
          "INSERT INTO digests (created_at) VALUES ($1) RETURNING id",
          [now],
        );
        const id = rows[0]!.id;
        await client.query(
          "UPDATE leads SET digest_id = $1 WHERE state = 'held' AND digest_id IS NULL AND received_at <= $2",
          [id, upTo],
        );
        await client.query(
          `INSERT INTO outbox (digest_id, channel, next_attempt_at, created_at)
           SELECT $1, c, $2, $2 FROM unnest($3::text[]) AS c`,
          [id, now, channels],
        );
        return id;
      });
    },
    async digestLeads(digestId) {
      const { rows } = await query<LeadRow>(
        "SELECT * FROM leads WHERE digest_id = $1 AND state = 'held' ORDER BY received_at, id",
        [digestId],
      );
      return rows.map(toLead);
    },
  };
}
