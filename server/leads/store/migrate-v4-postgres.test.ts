/**
 * Migration 4 on PostgreSQL (as migrate-v4.test.ts does for SQLite): a
 * database at version 3 with a lead and a pending notification is upgraded in
 * place when the store opens; the lead keeps its fields and gets score 0 and
 * no reasons, the notification is still delivered, the new `held` state is
 * allowed, and the outbox still cascades.
 */
import pg from "pg";
import { expect, it } from "vitest";
import {
  createTestDatabase,
  expectUpgradedLead,
  oldSchemaLead,
  postgresSkipReason,
} from "../../../tests/support/data/stores";
import { parseEnv, postgresSettings } from "../../runtime/env";
import { migrations } from "./migrations";
import { openPostgresStore } from "./postgres/postgres-store";

const skip = postgresSkipReason();

it.skipIf(skip)(
  "upgrades a version-3 PostgreSQL database in place, keeping leads and pending notifications",
  async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)",
      );
      for (const m of migrations.filter((m) => m.version <= 3)) {
        if (m.postgres) await client.query(m.postgres);
        await client.query("INSERT INTO schema_migrations VALUES ($1, $2, now())", [
          m.version,
          m.name,
        ]);
      }
      await client.query(
        "INSERT INTO leads (id, form, state, received_at, fields, page, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        oldSchemaLead,
      );
      await client.query(
        "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES ($1, $2, $3, $4)",
        ["lead-1", "email", 0, 0],
      );
    } finally {
      await client.end();
    }

    const store = openPostgresStore(postgresSettings(parseEnv({ DATABASE_URL: db.url }))!, {
      retry: false,
    });
    try {
      await store.ready;
      const latest = Math.max(...migrations.map((m) => m.version));
      expect((await store.health()).schemaVersion).toBe(latest);
      await expectUpgradedLead(store);
      // The tables migration 4 adds are there and work.
      expect(await store.useSolution("n", Date.now() + 60_000, Date.now())).toBe(true);
      expect(await store.sharedSetting("s", "v")).toBe("v");
    } finally {
      await store.close();
      await db.drop();
    }
  },
);
