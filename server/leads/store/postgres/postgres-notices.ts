/** Reminder notices and the weekly report on PostgreSQL (see server/leads/notices/types.ts): the
 * insert-once rows decide, in the same transaction as the outbox rows, so instances racing to
 * queue the same notice or week make one. */
import { noticeDue } from "../../notices/reminders";
import {
  NOTICE_BATCH,
  type NoticeStore,
  type QueuedNotice,
  type WeeklyReport,
} from "../../notices/types";
import type { Query, Tx } from "./postgres-rows";

const ms = (v: Date | string | null) =>
  v === null ? null : v instanceof Date ? v.getTime() : Date.parse(v);

export function postgresNotices(query: Query, tx: Tx): NoticeStore {
  return {
    async queueNotices(channels, now, limit = NOTICE_BATCH) {
      if (channels.length === 0) return [];
      const { rows } = await query<{
        id: string;
        state: string;
        received_at: Date;
        due_at: Date | null;
        answered_at: Date | null;
        reminded: boolean;
      }>(
        `SELECT id, state, received_at, due_at, answered_at,
           EXISTS (SELECT 1 FROM lead_notices n WHERE n.lead_id = leads.id AND n.kind = 'reminder') AS reminded
         FROM leads
         WHERE state = 'new' AND answered_at IS NULL AND due_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM lead_notices n WHERE n.lead_id = leads.id AND n.kind = 'overdue')
         ORDER BY due_at LIMIT $1`,
        [Math.floor(limit)],
      );
      const queued: QueuedNotice[] = [];
      for (const r of rows) {
        const kind = noticeDue(
          {
            state: r.state,
            receivedAt: ms(r.received_at)!,
            dueAt: ms(r.due_at),
            answeredAt: ms(r.answered_at),
          },
          { reminder: r.reminded },
          now,
        );
        if (!kind) continue;
        const made = await tx(async (client) => {
          // Locks the lead, so an answer committed meanwhile is seen and one arriving waits.
          const open = await client.query(
            "SELECT 1 FROM leads WHERE id = $1 AND state = 'new' AND answered_at IS NULL FOR UPDATE",
            [r.id],
          );
          if (open.rowCount === 0) return false;
          const noted = await client.query(
            "INSERT INTO lead_notices (lead_id, kind, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            [r.id, kind, now],
          );
          if (noted.rowCount === 0) return false;
          await client.query(
            `INSERT INTO outbox (lead_id, notice, channel, next_attempt_at, created_at)
             SELECT $1, $2, c, $3, $3 FROM unnest($4::text[]) AS c`,
            [r.id, kind, now, channels],
          );
          return true;
        });
        if (made) queued.push({ leadId: r.id, kind });
      }
      return queued;
    },
    async lastReportWeek() {
      const { rows } = await query<{ week: string | null }>(
        "SELECT MAX(week) AS week FROM weekly_reports",
      );
      return rows[0]?.week ?? null;
    },
    async queueWeeklyReport(week, report, channels, now) {
      if (channels.length === 0) return null;
      return tx(async (client) => {
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO weekly_reports (week, created_at, report) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING id`,
          [week, now, JSON.stringify(report)],
        );
        const id = rows[0]?.id;
        if (id === undefined) return null;
        await client.query(
          `INSERT INTO outbox (report_id, channel, next_attempt_at, created_at)
           SELECT $1, c, $2, $2 FROM unnest($3::text[]) AS c`,
          [id, now, channels],
        );
        return id;
      });
    },
    async weeklyReport(id) {
      const { rows } = await query<{ report: string }>(
        "SELECT report FROM weekly_reports WHERE id = $1",
        [id],
      );
      return rows[0] ? (JSON.parse(rows[0].report) as WeeklyReport) : undefined;
    },
  };
}
