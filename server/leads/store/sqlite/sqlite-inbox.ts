/** The inbox and held-digest queries on SQLite (see server/leads/inbox/types.ts and
 * server/leads/outbox/digest-types.ts). */
import type { DatabaseSync } from "node:sqlite";
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
} from "../../inbox/types";
import { searchTerms } from "../search-text";
import { toLead, type LeadRow } from "../lead-rows";
import { immediate } from "./sqlite-rows";
import type { Channel, LeadState } from "../../types";

type Args = (string | number | null)[];

/** A search reads the index holding the search text (migration 5); without statistics SQLite
 * would walk the narrow one. */
const from = (q: string | undefined) =>
  searchTerms(q).length ? "leads INDEXED BY leads_inbox_search" : "leads";

export function sqliteInbox(db: DatabaseSync): LeadInbox & HeldDigestStore {
  const all = (sql: string, args: Args = []) => db.prepare(sql).all(...args);
  return {
    async inboxPage(query) {
      const before = query.before === undefined ? undefined : decodeCursor(query.before);
      if (query.before !== undefined && !before) throw new InvalidCursorError();
      const limit = pageSize(query.limit);
      const { where, args } = inboxWhere("sqlite", { ...query, before });
      const rows = all(
        `SELECT * FROM ${from(query.q)} ${where} ORDER BY ${inboxOrderBy(query.order)} LIMIT ${limit + 1}`,
        args as Args,
      ) as unknown as LeadRow[];
      return toPage(rows.map(toLead), limit, query.order);
    },
    async inboxCounts(filter) {
      const { where, args } = inboxWhere("sqlite", { ...filter });
      const counts = zeroCounts();
      for (const r of all(
        `SELECT state, COUNT(*) AS n FROM ${from(filter.q)} ${where} GROUP BY state`,
        args as Args,
      )) {
        counts[r.state as LeadState] = Number(r.n);
      }
      return counts;
    },
    async notifications(leadId) {
      const rows = all(
        "SELECT channel, attempts, next_attempt_at, delivered_at, failed_at, last_error FROM outbox WHERE lead_id = ? AND notice IS NULL ORDER BY id",
        [leadId],
      );
      return rows.map((r) =>
        toStatus({
          channel: r.channel as Channel,
          attempts: Number(r.attempts),
          next_attempt_at: Number(r.next_attempt_at),
          delivered_at: r.delivered_at === null ? null : Number(r.delivered_at),
          failed_at: r.failed_at === null ? null : Number(r.failed_at),
          last_error: r.last_error as string | null,
        }),
      );
    },
    async setNote(leadId, note, now) {
      const text = note === null || note.trim() === "" ? null : note;
      const { changes } = db
        .prepare("UPDATE leads SET note = ?, note_at = ? WHERE id = ?")
        .run(text, text === null ? null : now.getTime(), leadId);
      return Number(changes) > 0;
    },
    async deleteLead(leadId) {
      return immediate(db, () => {
        // The foreign key cascades too; said here so the deletion never depends on it.
        db.prepare("DELETE FROM outbox WHERE lead_id = ?").run(leadId);
        return Number(db.prepare("DELETE FROM leads WHERE id = ?").run(leadId).changes) > 0;
      });
    },
    async queueDigest(channels, now) {
      if (channels.length === 0) return null;
      return immediate(db, () => {
        const last = db.prepare("SELECT MAX(created_at) AS at FROM digests").get()!.at;
        const waiting = Number(
          db
            .prepare(
              "SELECT COUNT(*) AS n FROM leads WHERE state = 'held' AND digest_id IS NULL AND received_at <= ?",
            )
            .get(new Date(now).toISOString())!.n,
        );
        if (!digestDue({ lastAt: last === null ? null : Number(last), waiting, now })) return null;
        const id = Number(
          db.prepare("INSERT INTO digests (created_at) VALUES (?)").run(now).lastInsertRowid,
        );
        db.prepare(
          "UPDATE leads SET digest_id = ? WHERE state = 'held' AND digest_id IS NULL AND received_at <= ?",
        ).run(id, new Date(now).toISOString());
        const row = db.prepare(
          "INSERT INTO outbox (digest_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
        );
        for (const c of channels) row.run(id, c, now, now);
        return id;
      });
    },
    async digestLeads(digestId) {
      const rows = all(
        "SELECT * FROM leads WHERE digest_id = ? AND state = 'held' ORDER BY received_at, id",
        [digestId],
      ) as unknown as LeadRow[];
      return rows.map(toLead);
    },
  };
}
