/** Applies the lead store's migrations (migrations.ts) on PostgreSQL. */
import type pg from "pg";
import { migrations } from "../migrations";

/** The one lock key every instance takes while migrating. */
export const MIGRATION_LOCK = 4_735_201_766;

/** Applies the pending migrations once, under an advisory lock, so instances starting together
 * take turns. */
export async function migratePostgres(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)",
      );
      const done = new Set(
        (await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map(
          (r) => r.version,
        ),
      );
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await client.query("BEGIN");
        try {
          if (m.postgres) await client.query(m.postgres);
          await m.backfill?.postgres(client);
          await client.query(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())",
            [m.version, m.name],
          );
          await client.query("COMMIT");
          applied.push(m.version);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
  return applied;
}
