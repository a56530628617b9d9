/** Reminder notices and the weekly report on SQLite (server/leads/notices/notice-types.ts): the
 * reads both engines share, and its transactions. */
import type { DatabaseSync } from "node:sqlite";
import { immediate, sqliteDb } from "../../../database/db";
import { NOTICE_BATCH, type NoticeStore } from "../../notices/notice-types";
import { dueNotices, reportReads } from "../notice-queries";
import { insertOutboxRows } from "./sqlite-rows";

export function sqliteNotices(db: DatabaseSync): NoticeStore {
  const reads = sqliteDb(() => db);
  return {
    ...reportReads(reads),
    async queueNotices(channels, now, limit = NOTICE_BATCH) {
      if (channels.length === 0) return [];
      const due = await dueNotices(reads, now, limit);
      const stillOpen = db.prepare(
        "SELECT 1 FROM leads WHERE id = ? AND state = 'new' AND answered_at IS NULL",
      );
      const note = db.prepare(
        "INSERT INTO lead_notices (lead_id, kind, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
      );
      const row = db.prepare(
        "INSERT INTO outbox (lead_id, notice, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)",
      );
      return immediate(db, () =>
        due.filter(({ leadId, kind }) => {
          if (!stillOpen.get(leadId)) return false;
          if (Number(note.run(leadId, kind, now).changes) === 0) return false;
          for (const c of channels) row.run(leadId, kind, c, now, now);
          return true;
        }),
      );
    },
    async queueWeeklyReport(week, report, channels, now) {
      if (channels.length === 0) return null;
      return immediate(db, () => {
        const inserted = db
          .prepare(
            "INSERT INTO weekly_reports (week, created_at, report) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
          )
          .run(week, now, JSON.stringify(report));
        if (Number(inserted.changes) === 0) return null;
        const id = Number(inserted.lastInsertRowid);
        insertOutboxRows(db, "report_id", id, channels, now);
        return id;
      });
    },
  };
}
