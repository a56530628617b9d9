import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { immediate, sqliteDb } from "../../../db";
import { INSERT_OUTBOX_RECORD, outboxRecordValues, toLead, type LeadRow } from "../lead-rows";
import { leadQueries } from "../lead-queries";
import { sqliteInbox } from "./sqlite-inbox";
import { sqliteNotices } from "./sqlite-notices";
import { migrateSqlite } from "./sqlite-migrate";
import { sqliteOutbox, sqliteQueue } from "./sqlite-outbox";
import { INSERT_LEAD, leadParams } from "./sqlite-rows";
import { sqliteScreening } from "./sqlite-screening";
import { buildLead, importedLead, stateChange } from "../new-lead";
import { leadSources } from "../../inbox/sources-report";
import type {
  Channel,
  Lead,
  LeadState,
  LeadStore,
  NewLead,
  OutboxRecord,
  SaveExtras,
  StateExtras,
} from "../../types";

/** Only the owner reads leads: folder 0700 and file 0600 before SQLite opens it (its -wal and
 * -shm take the file's mode). */
function createPrivately(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}

/** The SQLite store, with its connection for the inbox's sign-in tables (server/auth/). */
export interface SqliteStore extends LeadStore {
  readonly db: DatabaseSync;
}

/** The default store: one SQLite file (WAL, fsync per commit) via node:sqlite, synchronous
 * underneath, async to share PostgreSQL's interface. */
export function openSqliteStore(file: string): SqliteStore {
  if (file !== ":memory:") createPrivately(file);
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  // FULL: a commit is on disk before saveLead returns, so an acknowledged lead survives a crash.
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA busy_timeout = 5000");
  // Off while migrating: a migration that rebuilds the leads table must not cascade to the outbox.
  db.exec("PRAGMA foreign_keys = OFF");
  migrateSqlite(db);
  db.exec("PRAGMA foreign_keys = ON");

  const insertLead = db.prepare(INSERT_LEAD);
  const queue = sqliteQueue(db);
  const save = (lead: Lead, channels: readonly Channel[], now: number, extras: SaveExtras) =>
    immediate(db, () => {
      insertLead.run(leadParams(lead, extras.bodyHash ?? null));
      if (lead.state === "new") queue(lead.id, channels, now, extras);
    });
  const changeState = (
    id: string,
    state: LeadState,
    channels: readonly Channel[],
    now: number,
    extras: StateExtras,
  ) =>
    immediate(db, () => {
      const row = db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as
        (LeadRow & { notified: number }) | undefined;
      if (!row) return undefined;
      const from = row.state as LeadState;
      if (from === state) return from;
      const c = stateChange(toLead(row), Boolean(row.notified), state, new Date(now), extras.by);
      db.prepare(
        `UPDATE leads SET state = ?, notified = notified OR ?, promise = ?, due_at = ?,
           answered_at = ?, answered_by = ? WHERE id = ?`,
      ).run(state, c.firstTimeNew ? 1 : 0, c.promise, c.dueAt, c.answeredAt, c.answeredBy, id);
      // Only the first time: Reopen (handled -> new) and spam -> new after a release notify no one.
      if (c.firstTimeNew) queue(id, channels, now, extras);
      return from;
    });

  const importOne = (copied: Lead, outbox: readonly OutboxRecord[]) =>
    immediate(db, () => {
      const { lead, notified } = importedLead(copied, outbox.length);
      const inserted = db
        .prepare(`${INSERT_LEAD} ON CONFLICT (id) DO NOTHING`)
        .run(leadParams(lead, null, notified)).changes;
      if (Number(inserted) === 0) return false;
      const row = db.prepare(INSERT_OUTBOX_RECORD);
      for (const o of outbox) row.run(...outboxRecordValues(lead.id, o));
      return true;
    });

  const reads = sqliteDb(() => db);
  return {
    kind: "sqlite",
    db,
    ...sqliteInbox(db),
    ...sqliteNotices(db),
    ...leadSources(reads),
    ...leadQueries(reads),
    ...sqliteScreening(db),
    ...sqliteOutbox(db),
    async saveLead(input: NewLead, channels: readonly Channel[], now = new Date(), extras = {}) {
      const lead = buildLead(input, now);
      save(lead, channels, now.getTime(), extras);
      return lead;
    },
    async setState(id, state, channels, now = new Date(), extras = {}) {
      return changeState(id, state, channels, now.getTime(), extras);
    },
    async importLead(lead, outbox) {
      return importOne(lead, outbox);
    },
    async close() {
      db.close();
    },
  };
}
