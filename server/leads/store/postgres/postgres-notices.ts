/** Reminder notices and the weekly report on PostgreSQL (server/leads/notices/notice-types.ts):
 * the insert-once rows decide, in the same transaction as the outbox rows, so instances racing
 * to queue the same notice or week make one. */
import { postgresQueryDb } from "../../../database/db";
import { NOTICE_BATCH, type NoticeStore, type QueuedNotice } from "../../notices/notice-types";
import { dueNotices, reportReads } from "../notice-queries";
import { insertOutboxRows, type Query, type Tx } from "./postgres-rows";

export function postgresNotices(query: Query, tx: Tx): NoticeStore {
  const reads = postgresQueryDb(query);
  return {
    ...reportReads(reads),
    async queueNotices(channels, now, limit = NOTICE_BATCH) {
      if (channels.length === 0) return [];
      const queued: QueuedNotice[] = [];
      for (const { leadId, kind } of await dueNotices(reads, now, limit)) {
        const made = await tx(async (client) => {
          // Locks the lead, so an answer committed meanwhile is seen and one arriving waits.
          const open = await client.query(
            "SELECT 1 FROM leads WHERE id = $1 AND state = 'new' AND answered_at IS NULL FOR UPDATE",
            [leadId],
          );
          if (open.rowCount === 0) return false;
          const noted = await client.query(
            "INSERT INTO lead_notices (lead_id, kind, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            [leadId, kind, now],
          );
          if (noted.rowCount === 0) return false;
          await client.query(
            `INSERT INTO outbox (lead_id, notice, channel, next_attempt_at, created_at)
             SELECT $1, $2, c, $3, $3 FROM unnest($4::text[]) AS c`,
            [leadId, kind, now, channels],
          );
          return true;
        });
        if (made) queued.push({ leadId, kind });
      }
      return queued;
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
        await insertOutboxRows(client, "report_id", id, channels, now);
        return id;
      });
    },
  };
}
