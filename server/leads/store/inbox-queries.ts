/** The inbox's and the held digest's reads and one-statement writes, once for both engines over
 * server/database/db.ts's `?` interface; each engine keeps its transactions (deletion, digests). */
import type { Db } from "../../database/db";
import type { HeldDigestStore } from "../outbox/digest-types";
import {
  InvalidCursorError,
  decodeCursor,
  pageSize,
  toPage,
  toStatus,
  zeroCounts,
  type LeadInbox,
} from "../inbox/inbox-types";
import { inboxFrom, inboxOrderBy, inboxWhere } from "./inbox-sql";
import { toLeads } from "./lead-queries";
import type { Channel, LeadState } from "./store-contract";

const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function inboxQueries(
  db: Db,
): Omit<LeadInbox, "deleteLead"> & Pick<HeldDigestStore, "digestLeads"> {
  return {
    async inboxPage(query) {
      const before = query.before === undefined ? undefined : decodeCursor(query.before);
      if (query.before !== undefined && !before) throw new InvalidCursorError();
      const limit = pageSize(query.limit);
      const { where, args } = inboxWhere(db.kind, { ...query, before });
      const rows = await db.all(
        `SELECT * FROM ${inboxFrom(db.kind, query.q)} ${where}
         ORDER BY ${inboxOrderBy(query.order)} LIMIT ${limit + 1}`,
        args,
      );
      return toPage(toLeads(rows), limit, query.order);
    },
    async inboxCounts(filter) {
      const { where, args } = inboxWhere(db.kind, { ...filter });
      const rows = await db.all(
        `SELECT state, COUNT(*) AS n FROM ${inboxFrom(db.kind, filter.q)} ${where} GROUP BY state`,
        args,
      );
      const counts = zeroCounts();
      for (const r of rows) counts[r.state as LeadState] = Number(r.n);
      return counts;
    },
    async notifications(leadId) {
      const rows = await db.all(
        `SELECT channel, attempts, next_attempt_at, delivered_at, failed_at, last_error
         FROM outbox WHERE lead_id = ? AND notice IS NULL ORDER BY id`,
        [leadId],
      );
      return rows.map((r) =>
        toStatus({
          channel: r.channel as Channel,
          attempts: Number(r.attempts),
          next_attempt_at: Number(r.next_attempt_at),
          delivered_at: orNull(r.delivered_at),
          failed_at: orNull(r.failed_at),
          last_error: r.last_error as string | null,
        }),
      );
    },
    async setNote(leadId, note, now) {
      const text = note === null || note.trim() === "" ? null : note;
      const changed = await db.run("UPDATE leads SET note = ?, note_at = ? WHERE id = ?", [
        text,
        text === null ? null : now.getTime(),
        leadId,
      ]);
      return changed > 0;
    },
    async digestLeads(digestId) {
      const rows = await db.all(
        "SELECT * FROM leads WHERE digest_id = ? AND state = 'held' ORDER BY received_at, id",
        [digestId],
      );
      return toLeads(rows);
    },
  };
}
