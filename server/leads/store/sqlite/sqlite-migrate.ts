/** Applies the lead store's migrations (migrations.ts) on SQLite. */
import type { DatabaseSync } from "node:sqlite";
import { migrations } from "../migrations";
import { immediate } from "../../../database/db";

export function migrateSqlite(db: DatabaseSync) {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((r) => r.version as number),
  );
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    immediate(db, () => {
      if (m.sqlite) db.exec(m.sqlite);
      m.backfill?.sqlite(db);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    });
  }
}
