/** Reminder notices' and weekly reports' reads, once for both engines over
 * server/database/db.ts's `?` interface; each engine queues them in its own transactions
 * (server/leads/notices/notice-types.ts). */
import type { Db } from "../../database/db";
import { noticeDue } from "../notices/reminders";
import type { NoticeStore, QueuedNotice, WeeklyReport } from "../notices/notice-types";

const ms = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v.getTime() : Date.parse(String(v));

/** The open leads not yet told they are overdue, soonest due first (at most `limit` read), with
 * the notice each is due now; the engine queues each once, if the lead is still open. */
export async function dueNotices(db: Db, now: number, limit: number): Promise<QueuedNotice[]> {
  const rows = await db.all(
    `SELECT id, state, received_at, due_at, answered_at,
       EXISTS (SELECT 1 FROM lead_notices n WHERE n.lead_id = leads.id AND n.kind = 'reminder') AS reminded
     FROM leads
     WHERE state = 'new' AND answered_at IS NULL AND due_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM lead_notices n WHERE n.lead_id = leads.id AND n.kind = 'overdue')
     ORDER BY due_at LIMIT ?`,
    [Math.floor(limit)],
  );
  return rows.flatMap((r) => {
    const lead = {
      state: String(r.state),
      receivedAt: ms(r.received_at)!,
      dueAt: ms(r.due_at),
      answeredAt: ms(r.answered_at),
    };
    const kind = noticeDue(lead, { reminder: Boolean(r.reminded) }, now);
    return kind ? [{ leadId: String(r.id), kind }] : [];
  });
}

export function reportReads(db: Db): Pick<NoticeStore, "lastReportWeek" | "weeklyReport"> {
  return {
    async lastReportWeek() {
      const [row] = await db.all("SELECT MAX(week) AS week FROM weekly_reports");
      return row?.week === null || row?.week === undefined ? null : String(row.week);
    },
    async weeklyReport(id) {
      const [row] = await db.all("SELECT report FROM weekly_reports WHERE id = ?", [id]);
      return row ? (JSON.parse(String(row.report)) as WeeklyReport) : undefined;
    },
  };
}
