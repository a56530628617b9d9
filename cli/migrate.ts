/** `leads migrate --to postgres`: the SQLite leads with their notices, reminders and reports
 * (cli/migrate-notices.ts), the challenge key, unexpired used solutions and the traffic counts
 * (cli/migrate-traffic.ts). Safe to re-run. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { postgresSettings, type Env } from "../server/runtime/env";
import { describeUrl } from "../server/leads/store/postgres/postgres-pool";
import { openPostgresStore } from "../server/leads/store/postgres/postgres-store";
import { openSqliteStore } from "../server/leads/store/sqlite/sqlite-store";
import { copyNotices } from "./migrate-notices";
import { copyTraffic } from "./migrate-traffic";

const quiet = { info: () => undefined, warn: () => undefined };
const SECRET = "challenge-secret";

async function withReadOnly<T>(file: string, use: (db: DatabaseSync) => Promise<T>): Promise<T> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/** What was copied of the challenge state, in words. */
async function copyChallengeState(file: string, pool: pg.Pool, now = Date.now()) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const secret = db.prepare("SELECT value FROM settings WHERE name = ?").get(SECRET)?.value as
      string | undefined;
    const used = db
      .prepare("SELECT key, expires_at FROM used_solutions WHERE expires_at >= ?")
      .all(now) as { key: string; expires_at: number }[];
    let key = "no challenge key in the SQLite file";
    if (secret !== undefined) {
      const { rows } = await pool.query<{ value: string }>(
        `INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = settings.value
         RETURNING value`,
        [SECRET, secret],
      );
      // Instances already running on PostgreSQL made their own key: theirs stays (their challenges
      // are live).
      key =
        rows[0]!.value === secret
          ? "the challenge key"
          : "not the challenge key (PostgreSQL already has its own, kept)";
    }
    const inserted = used.length
      ? (
          await pool.query(
            `INSERT INTO used_solutions (key, expires_at)
             SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT (key) DO NOTHING`,
            [used.map((u) => u.key), used.map((u) => Number(u.expires_at))],
          )
        ).rowCount
      : 0;
    return `${key}, and ${inserted} used challenge solution(s) not yet expired`;
  } finally {
    db.close();
  }
}

/** Copies the SQLite file's leads (with their notification state) and challenge state into
 * PostgreSQL. */
export async function migrateToPostgres(env: Env): Promise<number> {
  const pg = postgresSettings(env);
  if (!pg) {
    process.stderr.write("migrate --to postgres needs DATABASE_URL set to the target database.\n");
    return 1;
  }
  const file = join(env.DATA_DIR, "leads.db");
  if (!existsSync(file)) {
    process.stderr.write(`No lead database at ${file} to copy. Set DATA_DIR.\n`);
    return 1;
  }
  const from = openSqliteStore(file);
  const to = openPostgresStore(pg, { log: quiet, retry: false });
  try {
    await to.ready;
    let copied = 0;
    let skipped = 0;
    let notifications = 0;
    for await (const { lead, outbox } of from.exportAll()) {
      if (await to.importLead(lead, outbox)) {
        copied++;
        notifications += outbox.length;
      } else skipped++;
    }
    const challenge = await copyChallengeState(file, to.pool);
    const notices = await withReadOnly(file, (db) => copyNotices(db, to.pool));
    const traffic = await withReadOnly(file, (db) => copyTraffic(db, to.pool));
    process.stdout.write(
      `Copied ${copied} lead(s) with ${notifications} notification record(s) from ${file} to PostgreSQL at ${describeUrl(pg.url)}` +
        (skipped ? `; ${skipped} already there were left as they are` : "") +
        `.\nAlso copied: ${challenge}.` +
        `\nReminders: ${notices.notices} reminder or overdue notice(s) and ${notices.reports} weekly report(s), with ${notices.outbox} notification record(s).` +
        `\nTraffic: ${traffic.events} beacon event(s), the roll-ups of ${traffic.days} day(s) and ${traffic.drops} drop count(s) copied; the daily salts are not copied (PostgreSQL makes its own).` +
        `\nThe SQLite file is unchanged; keep it until you have checked the copy (npm run leads -- stats).\n`,
    );
    return 0;
  } finally {
    await from.close();
    await to.close();
  }
}
