/** `leads migrate` for reminders and weekly reports: notices, reports and their outbox rows in one
 * PostgreSQL transaction; one already there is left as it is, so a re-run copies nothing twice
 * and an open lead is not reminded again after the move. */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { transaction } from "../server/database/db";

type Row = Record<string, unknown>;
const OUTBOX =
  "channel, attempts, next_attempt_at, created_at, delivered_at, failed_at, last_error";

/** Inserts `rows`' outbox state for one owner column (lead_id with notice, or report_id). */
async function copyOutbox(client: pg.PoolClient, owner: Row, rows: Row[]) {
  const [column, value] = Object.entries(owner).find(([k]) => k !== "notice")!;
  for (const o of rows)
    await client.query(
      `INSERT INTO outbox (${column}, notice, ${OUTBOX}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        value,
        owner.notice ?? null,
        o.channel,
        o.attempts,
        o.next_attempt_at,
        o.created_at,
        o.delivered_at,
        o.failed_at,
        o.last_error,
      ],
    );
  return rows.length;
}

export async function copyNotices(db: DatabaseSync, pool: pg.Pool) {
  const notices = db.prepare("SELECT lead_id, kind, created_at FROM lead_notices").all();
  const reports = db.prepare("SELECT id, week, created_at, report FROM weekly_reports").all();
  const noticeRows = db.prepare(
    `SELECT ${OUTBOX} FROM outbox WHERE lead_id = ? AND notice = ? ORDER BY id`,
  );
  const reportRows = db.prepare(`SELECT ${OUTBOX} FROM outbox WHERE report_id = ? ORDER BY id`);
  return transaction(pool, async (client) => {
    const copied = { notices: 0, reports: 0, outbox: 0 };
    for (const n of notices) {
      // Only for a lead that is there (copied now or before); a notice there already stays.
      const { rowCount } = await client.query(
        `INSERT INTO lead_notices (lead_id, kind, created_at)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)
         ON CONFLICT (lead_id, kind) DO NOTHING`,
        [n.lead_id, n.kind, n.created_at],
      );
      if (!rowCount) continue;
      copied.notices++;
      const rows = noticeRows.all(String(n.lead_id), String(n.kind));
      copied.outbox += await copyOutbox(client, { lead_id: n.lead_id, notice: n.kind }, rows);
    }
    for (const r of reports) {
      // A week's report once; one sent by hand (no week) once per time it was made.
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO weekly_reports (week, created_at, report)
         SELECT $1::text, $2::bigint, $3::text WHERE NOT EXISTS (
           SELECT 1 FROM weekly_reports WHERE week = $1::text OR (week IS NULL AND $1::text IS NULL AND created_at = $2::bigint))
         RETURNING id`,
        [r.week, r.created_at, r.report],
      );
      if (!rows[0]) continue;
      copied.reports++;
      const outbox = reportRows.all(Number(r.id));
      copied.outbox += await copyOutbox(client, { report_id: rows[0].id }, outbox);
    }
    return copied;
  });
}
