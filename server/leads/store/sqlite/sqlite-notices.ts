/** Reminder notices and the weekly report on SQLite (see server/leads/notices/types.ts). */
import type { DatabaseSync } from "node:sqlite";
import { noticeDue } from "../../notices/reminders";
import {
  NOTICE_BATCH,
  type NoticeStore,
  type QueuedNotice,
  type WeeklyReport,
} from "../../notices/types";
import { immediate } from "./sqlite-rows";

const ms = (v: unknown) => (v === null || v === undefined ? null : Date.parse(String(v)));

export function sqliteNotices(db: DatabaseSync): NoticeStore {
  return {
    async queueNotices(channels, now, limit = NOTICE_BATCH) {
      if (channels.length === 0) return [];
      // The open leads not yet told they are overdue, soonest due first.
      const candidates = db
        .prepare(
          `SELECT id, state, received_at, due_at, answered_at,
             EXISTS (SELECT 1 FROM lead_notices n WHERE n.lead_id = leads.id AND n.kind = 'reminder') AS reminded
           FROM leads
           WHERE state = 'new' AND answered_at IS NULL AND due_at IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM lead_notices n WHERE n.lead_id = leads.id AND n.kind = 'overdue')
           ORDER BY due_at LIMIT ?`,
        )
        .all(Math.floor(limit));
      const due: QueuedNotice[] = [];
      for (const r of candidates) {
        const kind = noticeDue(
          {
            state: String(r.state),
            receivedAt: ms(r.received_at)!,
            dueAt: ms(r.due_at),
            answeredAt: ms(r.answered_at),
          },
          { reminder: Number(r.reminded) === 1 },
          now,
        );
        if (kind) due.push({ leadId: String(r.id), kind });
      }
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
    async lastReportWeek() {
      const row = db.prepare("SELECT MAX(week) AS week FROM weekly_reports").get();
      return row?.week === null || row?.week === undefined ? null : String(row.week);
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
        const row = db.prepare(
          "INSERT INTO outbox (report_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
        );
        for (const c of channels) row.run(id, c, now, now);
        return id;
      });
    },
    async weeklyReport(id) {
      const row = db.prepare("SELECT report FROM weekly_reports WHERE id = ?").get(id);
      return row ? (JSON.parse(String(row.report)) as WeeklyReport) : undefined;
    },
  };
}
