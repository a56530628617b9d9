/** The inbox and held-digest store on SQLite (see server/leads/inbox/inbox-types.ts and
 * server/leads/outbox/digest-types.ts): the queries both engines share, and its transactions. */
import type { DatabaseSync } from "node:sqlite";
import { immediate, sqliteDb } from "../../../database/db";
import { digestDue } from "../../outbox/digest-schedule";
import type { HeldDigestStore } from "../../outbox/digest-types";
import type { LeadInbox } from "../../inbox/inbox-types";
import { inboxQueries } from "../inbox-queries";
import { insertOutboxRows } from "./sqlite-rows";

export function sqliteInbox(db: DatabaseSync): LeadInbox & HeldDigestStore {
  return {
    ...inboxQueries(sqliteDb(() => db)),
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
        insertOutboxRows(db, "digest_id", id, channels, now);
        return id;
      });
    },
  };
}
