import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrations } from "./migrations";
import {
  OUTBOX_ENTRY_COLUMNS,
  OUTBOX_RECORD_COLUMNS,
  outboxRecordValues,
  toEntry,
  toOutboxRecord,
  type OutboxRecordRow,
  type OutboxRow,
} from "./rows";
import type {
  Channel,
  Lead,
  LeadFilter,
  LeadStats,
  LeadStore,
  NewLead,
  OutboxRecord,
} from "./types";

interface LeadRow {
  id: string;
  form: string;
  state: string;
  received_at: string;
  fields: string;
  page: string | null;
  user_agent: string | null;
}

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  form: row.form as Lead["form"],
  state: row.state as Lead["state"],
  receivedAt: row.received_at,
  fields: JSON.parse(row.fields) as Lead["fields"],
  page: row.page,
  userAgent: row.user_agent,
});

function migrate(db: Database.Database) {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[],
  );
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      if (m.sqlite) db.exec(m.sqlite);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    }).immediate();
  }
}

/**
 * The embedded default store: one SQLite file, WAL, fsync on every commit.
 * better-sqlite3 is synchronous; the methods are async only to share the
 * interface with PostgreSQL.
 */
export function openSqliteStore(file: string): LeadStore {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before saveLead returns, so an acknowledged lead survives a crash.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  const insertLead = db.prepare(
    "INSERT INTO leads (id, form, state, received_at, fields, page, user_agent) VALUES (@id, @form, @state, @receivedAt, @fields, @page, @userAgent)",
  );
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
  );
  const save = db.transaction((lead: Lead, channels: readonly Channel[], now: number) => {
    insertLead.run({ ...lead, fields: JSON.stringify(lead.fields) });
    if (lead.state === "new") for (const c of channels) insertOutbox.run(lead.id, c, now, now);
  });

  const claim = db.transaction((owner: string, now: number, limit: number, leaseMs: number) => {
    const rows = db
      .prepare(
        `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox
         WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND claimed_until <= ?
         ORDER BY next_attempt_at, id LIMIT ?`,
      )
      .all(now, now, limit) as OutboxRow[];
    const mark = db.prepare("UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ?");
    for (const row of rows) {
      row.claimed_until = now + leaseMs;
      mark.run(owner, row.claimed_until, row.id);
    }
    return rows.map(toEntry);
  });
  const importOne = db.transaction((lead: Lead, outbox: readonly OutboxRecord[]) => {
    const inserted = db
      .prepare(
        "INSERT INTO leads (id, form, state, received_at, fields, page, user_agent) VALUES (@id, @form, @state, @receivedAt, @fields, @page, @userAgent) ON CONFLICT (id) DO NOTHING",
      )
      .run({ ...lead, fields: JSON.stringify(lead.fields) }).changes;
    if (inserted === 0) return false;
    const row = db.prepare(
      `INSERT INTO outbox (lead_id, ${OUTBOX_RECORD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const o of outbox) row.run(...outboxRecordValues(lead.id, o));
    return true;
  });

  return {
    kind: "sqlite",
    async saveLead(input: NewLead, channels: readonly Channel[], now = new Date()) {
      const lead: Lead = { ...input, id: randomUUID(), receivedAt: now.toISOString() };
      save.immediate(lead, channels, now.getTime());
      return lead;
    },
    async getLead(id) {
      const row = db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as LeadRow | undefined;
      return row && toLead(row);
    },
    async listLeads(filter: LeadFilter = {}) {
      const where = ["state = ?"];
      const args: (string | number)[] = [filter.spam ? "spam" : "new"];
      if (filter.form) {
        where.push("form = ?");
        args.push(filter.form);
      }
      if (filter.since) {
        where.push("received_at >= ?");
        args.push(filter.since.toISOString());
      }
      if (filter.olderThan) {
        where.push("received_at < ?");
        args.push(filter.olderThan.toISOString());
      }
      const limit = filter.limit ? ` LIMIT ${Math.floor(filter.limit)}` : "";
      const rows = db
        .prepare(
          `SELECT * FROM leads WHERE ${where.join(" AND ")} ORDER BY received_at, rowid${limit}`,
        )
        .all(...args) as LeadRow[];
      return rows.map(toLead);
    },
    async claimDue(owner, now, limit, leaseMs) {
      return claim.immediate(owner, now, limit, leaseMs);
    },
    async markDelivered(entryId, now) {
      db.prepare(
        "UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, claimed_until = 0 WHERE id = ? AND delivered_at IS NULL",
      ).run(now, entryId);
    },
    async markRetry(entryId, error, nextAttemptAt) {
      db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = 0 WHERE id = ? AND delivered_at IS NULL",
      ).run(error.slice(0, 1000), nextAttemptAt, entryId);
    },
    async markFailed(entryId, error, now) {
      db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ?, claimed_until = 0 WHERE id = ? AND delivered_at IS NULL",
      ).run(error.slice(0, 1000), now, entryId);
    },
    async purgeOlderThan(before) {
      return db.prepare("DELETE FROM leads WHERE received_at < ?").run(before.toISOString())
        .changes;
    },
    async stats(): Promise<LeadStats> {
      const byFormAndState = db
        .prepare(
          "SELECT form, state, COUNT(*) AS count FROM leads GROUP BY form, state ORDER BY form, state",
        )
        .all() as LeadStats["byFormAndState"];
      const n = (sql: string) => db.prepare(sql).pluck().get() as number;
      return {
        byFormAndState,
        notifications: {
          pending: n(
            "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL",
          ),
          delivered: n("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL"),
          failed: n("SELECT COUNT(*) FROM outbox WHERE failed_at IS NOT NULL"),
        },
      };
    },
    async *exportAll() {
      const outboxOf = db.prepare(
        `SELECT ${OUTBOX_RECORD_COLUMNS} FROM outbox WHERE lead_id = ? ORDER BY id`,
      );
      // all(), not iterate(): the connection cannot run the outbox query while iterating.
      const leads = db
        .prepare("SELECT * FROM leads ORDER BY received_at, rowid")
        .all() as LeadRow[];
      for (const row of leads) {
        const outbox = (outboxOf.all(row.id) as OutboxRecordRow[]).map(toOutboxRecord);
        yield { lead: toLead(row), outbox };
      }
    },
    async importLead(lead, outbox) {
      return importOne.immediate(lead, outbox);
    },
    async close() {
      db.close();
    },
  };
}
