import { randomUUID } from "node:crypto";
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrations } from "./migrations";
import { sqliteInbox } from "./sqlite-inbox";
import { sqliteSources } from "./sources";
import { INSERT_LEAD, immediate, leadParams, toLead, type LeadRow } from "./sqlite-rows";
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
  LeadState,
  LeadStats,
  LeadStore,
  NewLead,
  OutboxRecord,
  SaveExtras,
} from "./types";

const DAY_MS = 86_400_000;

function migrate(db: DatabaseSync) {
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

/**
 * Only the owner reads the leads: the folder is created 0700 and the file
 * 0600 before SQLite opens it (its -wal and -shm files take the file's mode).
 */
function createPrivately(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}

/**
 * The embedded default store: one SQLite file, WAL, fsync on every commit,
 * through Node's built-in node:sqlite (nothing to compile at install). It is
 * synchronous; the methods are async only to share the interface with
 * PostgreSQL.
 */
/** The SQLite store, with its connection for the inbox's sign-in tables (server/auth/). */
export interface SqliteStore extends LeadStore {
  readonly db: DatabaseSync;
}

export function openSqliteStore(file: string): SqliteStore {
  if (file !== ":memory:") createPrivately(file);
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  // FULL: a commit is on disk before saveLead returns, so an acknowledged lead survives a crash.
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA busy_timeout = 5000");
  // Off while migrating: a migration that rebuilds the leads table must not cascade to the outbox.
  db.exec("PRAGMA foreign_keys = OFF");
  migrate(db);
  db.exec("PRAGMA foreign_keys = ON");

  const insertLead = db.prepare(INSERT_LEAD);
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
  );
  // At most one confirmation per address per day: the row is written only when none is newer.
  const noteAutoreply = db.prepare(
    `INSERT INTO autoreplies (address_hash, sent_at) VALUES (?, ?)
     ON CONFLICT (address_hash) DO UPDATE SET sent_at = excluded.sent_at
     WHERE autoreplies.sent_at <= excluded.sent_at - ${DAY_MS}`,
  );
  /** The outbox rows of a lead that is (now) new; inside a transaction. */
  const queue = (
    id: string,
    channels: readonly Channel[],
    now: number,
    autoreplyTo: string | null | undefined,
  ) => {
    for (const c of channels) insertOutbox.run(id, c, now, now);
    if (autoreplyTo && Number(noteAutoreply.run(autoreplyTo, now).changes) > 0) {
      insertOutbox.run(id, "autoreply", now, now);
    }
  };
  const save = (lead: Lead, channels: readonly Channel[], now: number, extras: SaveExtras) =>
    immediate(db, () => {
      insertLead.run(leadParams(lead, extras.bodyHash ?? null));
      if (lead.state === "new") queue(lead.id, channels, now, extras.autoreplyTo);
    });
  const changeState = (
    id: string,
    state: LeadState,
    channels: readonly Channel[],
    now: number,
    autoreplyTo: string | null | undefined,
  ) =>
    immediate(db, () => {
      const row = db.prepare("SELECT state, notified FROM leads WHERE id = ?").get(id) as
        { state: LeadState; notified: number } | undefined;
      if (!row) return undefined;
      if (row.state === state) return row.state;
      const firstTimeNew = state === "new" && !row.notified;
      db.prepare("UPDATE leads SET state = ?, notified = notified OR ? WHERE id = ?").run(
        state,
        firstTimeNew ? 1 : 0,
        id,
      );
      // Only the first time: Reopen (handled -> new) and spam -> new after a release notify no one.
      if (firstTimeNew) queue(id, channels, now, autoreplyTo);
      return row.state;
    });

  const claim = (owner: string, now: number, limit: number, leaseMs: number) =>
    immediate(db, () => {
      const rows = db
        .prepare(
          `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox
           WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND claimed_until <= ?
           ORDER BY next_attempt_at, id LIMIT ?`,
        )
        .all(now, now, limit) as unknown as OutboxRow[];
      const mark = db.prepare("UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ?");
      for (const row of rows) {
        row.claimed_until = now + leaseMs;
        mark.run(owner, row.claimed_until, row.id);
      }
      return rows.map(toEntry);
    });
  const importOne = (lead: Lead, outbox: readonly OutboxRecord[]) =>
    immediate(db, () => {
      const inserted = db
        .prepare(`${INSERT_LEAD} ON CONFLICT (id) DO NOTHING`)
        .run(
          leadParams(
            lead,
            null,
            (lead.state !== "held" && lead.state !== "spam") || outbox.length > 0,
          ),
        ).changes;
      if (Number(inserted) === 0) return false;
      const row = db.prepare(
        `INSERT INTO outbox (lead_id, ${OUTBOX_RECORD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const o of outbox) row.run(...outboxRecordValues(lead.id, o));
      return true;
    });

  // Prepared once: every form POST runs these.
  const sweepSolutions = db.prepare("DELETE FROM used_solutions WHERE expires_at < ?");
  const insertSolution = db.prepare(
    "INSERT INTO used_solutions (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
  );
  const countBody = db.prepare(
    "SELECT COUNT(*) AS n FROM leads WHERE body_hash = ? AND received_at >= ?",
  );
  const useOnce = (key: string, expiresAt: number, now: number) =>
    immediate(db, () => {
      sweepSolutions.run(now);
      return Number(insertSolution.run(key, expiresAt).changes) > 0;
    });

  return {
    kind: "sqlite",
    db,
    ...sqliteInbox(db),
    ...sqliteSources(db),
    async saveLead(input: NewLead, channels: readonly Channel[], now = new Date(), extras = {}) {
      const lead: Lead = {
        ...input,
        id: randomUUID(),
        receivedAt: now.toISOString(),
        note: null,
        source: input.source ?? null,
      };
      save(lead, channels, now.getTime(), extras);
      return lead;
    },
    async setState(id, state, channels, now = new Date(), extras = {}) {
      return changeState(id, state, channels, now.getTime(), extras.autoreplyTo);
    },
    async countBodyHash(hash, since) {
      return Number(countBody.get(hash, since.toISOString())!.n);
    },
    async useSolution(key, expiresAt, now) {
      // No fsync of its own: the lead's commit that follows (synchronous=FULL)
      // flushes the WAL with this row in it. A crash in between loses only the
      // record of a solution whose lead was not stored (and not acknowledged).
      db.exec("PRAGMA synchronous = NORMAL");
      try {
        return useOnce(key, expiresAt, now);
      } finally {
        db.exec("PRAGMA synchronous = FULL");
      }
    },
    async sharedSetting(name, candidate) {
      return immediate(db, () => {
        db.prepare(
          "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
        ).run(name, candidate);
        return String(db.prepare("SELECT value FROM settings WHERE name = ?").get(name)!.value);
      });
    },
    async getLead(id) {
      const row = db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as LeadRow | undefined;
      return row && toLead(row);
    },
    async listLeads(filter: LeadFilter = {}) {
      const where = ["state = ?"];
      const args: (string | number)[] = [filter.state ?? (filter.spam ? "spam" : "new")];
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
        .all(...args) as unknown as LeadRow[];
      return rows.map(toLead);
    },
    async claimDue(owner, now, limit, leaseMs) {
      return claim(owner, now, limit, leaseMs);
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
      return Number(
        db.prepare("DELETE FROM leads WHERE received_at < ?").run(before.toISOString()).changes,
      );
    },
    async stats(): Promise<LeadStats> {
      const byFormAndState = db
        .prepare(
          "SELECT form, state, COUNT(*) AS count FROM leads GROUP BY form, state ORDER BY form, state",
        )
        .all()
        .map((r) => ({
          form: String(r.form),
          state: r.state as LeadState,
          count: Number(r.count),
        }));
      const n = (sql: string) => Number(db.prepare(sql).get()!.n);
      return {
        byFormAndState,
        notifications: {
          pending: n(
            "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL",
          ),
          delivered: n("SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NOT NULL"),
          failed: n("SELECT COUNT(*) AS n FROM outbox WHERE failed_at IS NOT NULL"),
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
        .all() as unknown as LeadRow[];
      for (const row of leads) {
        const outbox = (outboxOf.all(row.id) as unknown as OutboxRecordRow[]).map(toOutboxRecord);
        yield { lead: toLead(row), outbox };
      }
    },
    async importLead(lead, outbox) {
      return importOne(lead, outbox);
    },
    async close() {
      db.close();
    },
    async health() {
      const row = db
        .prepare(
          `SELECT (SELECT MAX(version) FROM schema_migrations) AS version,
             (SELECT MIN(created_at) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL) AS oldest`,
        )
        .get()!;
      return {
        schemaVersion: Number(row.version ?? 0),
        oldestPendingAt: row.oldest === null ? null : Number(row.oldest),
      };
    },
  };
}
