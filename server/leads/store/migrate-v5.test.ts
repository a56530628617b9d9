/**
 * Migration 5 on a store that already holds leads at version 4 (SQLite and
 * PostgreSQL): leads, states and pending notifications stay; the new columns
 * are filled (search text, the notified mark), and the new methods work on them.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { samples, tempDir } from "../../../tests/support/data/lead-samples";
import { checkSqliteStore, createTestDatabase } from "../../../tests/support/data/stores";
import { postgresSkipReason } from "../../../tests/support/data/stores";
import { parseEnv, postgresSettings } from "../../runtime/env";
import { migrations } from "./migrations";
import { openPostgresStore } from "./postgres/postgres-store";
import type { LeadStore } from "./store-contract";

const v4 = migrations.filter((m) => m.version <= 4);
const LEAD_COLUMNS = "id, form, state, received_at, fields, page, user_agent, score, reasons";
/** A new lead notified by e-mail; a held one; a spam one that had been released (notified)
 * before. */
const OLD_LEADS = [
  ["new-1", "new", "2026-01-01T00:00:00.000Z", samples.contactDialog, "[]"],
  ["held-1", "held", "2026-01-02T00:00:00.000Z", samples.contactPage, '["too-fast"]'],
  ["spam-1", "spam", "2026-01-03T00:00:00.000Z", samples.referral, "[]"],
] as const;
const OLD_OUTBOX = [
  ["new-1", "email", null],
  ["spam-1", "email", 5],
] as const;

async function checkUpgraded(store: LeadStore) {
  expect(await store.getLead("new-1")).toMatchObject({
    state: "new",
    note: null,
    source: null,
    fields: samples.contactDialog,
  });
  expect(await store.getLead("held-1")).toMatchObject({ state: "held", reasons: ["too-fast"] });
  // The search text of old leads was filled in.
  const found = await store.inboxPage({ state: "held", q: "JOSÉ", limit: 5 });
  expect(found.leads.map((l) => l.id)).toEqual(["held-1"]);
  expect(await store.inboxCounts({})).toEqual({ new: 1, held: 1, spam: 1, handled: 0 });
  // The pending notification is still due; the delivered one is not.
  const due = await store.claimDue("a", Date.now(), 10, 60_000);
  expect(due.map((e) => [e.leadId, e.channel, e.digestId])).toEqual([["new-1", "email", null]]);
  expect((await store.notifications("spam-1"))[0]).toMatchObject({ state: "delivered" });
  // Already notified before the upgrade: a move to new queues nothing more.
  await store.setState("new-1", "handled", ["email"]);
  await store.setState("new-1", "new", ["email"]);
  await store.setState("spam-1", "new", ["email"]);
  expect(await store.notifications("new-1")).toHaveLength(1);
  expect(await store.notifications("spam-1")).toHaveLength(1);
  // Never notified: its release does.
  await store.setState("held-1", "new", ["email"]);
  expect(await store.notifications("held-1")).toHaveLength(1);
  // The foreign key still cascades after the rebuild.
  expect(await store.deleteLead("new-1")).toBe(true);
  expect(await store.notifications("new-1")).toEqual([]);
  await store.purgeOlderThan(new Date("2027-01-01T00:00:00Z"));
  expect((await store.stats()).notifications).toEqual({ pending: 0, delivered: 0, failed: 0 });
}

describe("migration 5 upgrades a version-4 store", () => {
  it("SQLite", async () => {
    const dir = tempDir();
    const file = join(dir.path, "leads.db");
    const old = new DatabaseSync(file);
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const m of v4) {
      if (m.sqlite) old.exec(m.sqlite);
      old.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(m.version, m.name, "x");
    }
    for (const [id, state, at, fields, reasons] of OLD_LEADS) {
      old
        .prepare(
          `INSERT INTO leads (${LEAD_COLUMNS}) VALUES (?, 'contact', ?, ?, ?, '/', 'UA', 5, ?)`,
        )
        .run(id, state, at, JSON.stringify(fields), reasons);
    }
    for (const [lead, channel, deliveredAt] of OLD_OUTBOX) {
      old
        .prepare(
          "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, delivered_at) VALUES (?, ?, 0, 0, ?)",
        )
        .run(lead, channel, deliveredAt);
    }
    old.close();
    try {
      await checkSqliteStore(file, checkUpgraded);
    } finally {
      dir.remove();
    }
  });

  const pgSkip = postgresSkipReason();
  it.skipIf(pgSkip)("PostgreSQL", async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    let store: LeadStore | undefined;
    try {
      await client.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)",
      );
      for (const m of v4) {
        if (m.postgres) await client.query(m.postgres);
        await client.query("INSERT INTO schema_migrations VALUES ($1, $2, now())", [
          m.version,
          m.name,
        ]);
      }
      for (const [id, state, at, fields, reasons] of OLD_LEADS) {
        await client.query(
          `INSERT INTO leads (${LEAD_COLUMNS}) VALUES ($1, 'contact', $2, $3, $4, '/', 'UA', 5, $5)`,
          [id, state, at, JSON.stringify(fields), reasons],
        );
      }
      for (const [lead, channel, deliveredAt] of OLD_OUTBOX) {
        await client.query(
          "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, delivered_at) VALUES ($1, $2, 0, 0, $3)",
          [lead, channel, deliveredAt],
        );
      }
      const opened = openPostgresStore(postgresSettings(parseEnv({ DATABASE_URL: db.url }))!);
      store = opened;
      await opened.ready;
      await checkUpgraded(opened);
    } finally {
      await store?.close();
      await client.end();
      await db.drop();
    }
  });
});
