/** Migration 4 rebuilds SQLite's leads table (a new CHECK): existing leads and their outbox rows
 * stay. */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { it } from "vitest";
import { tempDir } from "../../../tests/support/data/lead-samples";
import { checkSqliteStore, expectUpgradedLead } from "../../../tests/support/data/stores";
import { oldSchemaLead } from "../../../tests/support/data/stores";
import { migrations } from "./migrations";

it("upgrades a version-3 SQLite file in place, keeping leads and pending notifications", async () => {
  const dir = tempDir();
  const file = join(dir.path, "leads.db");
  const old = new DatabaseSync(file);
  old.exec("PRAGMA journal_mode = WAL");
  old.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const m of migrations.filter((m) => m.version <= 3)) {
    if (m.sqlite) old.exec(m.sqlite);
    old.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(m.version, m.name, "x");
  }
  old
    .prepare(
      "INSERT INTO leads (id, form, state, received_at, fields, page, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .run(...oldSchemaLead);
  old
    .prepare(
      "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
    )
    .run("lead-1", "email", 0, 0);
  old.close();

  try {
    // The leads table is rebuilt; its rows and the outbox's foreign key to it survive.
    await checkSqliteStore(file, expectUpgradedLead);
  } finally {
    dir.remove();
  }
});
