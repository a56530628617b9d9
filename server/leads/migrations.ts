/**
 * Numbered schema migrations, applied in order once each. Both stores share the
 * numbers and names; each has its own dialect. An empty statement keeps the
 * numbering in step where one engine needs nothing.
 */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { searchText } from "./search-text";
/** Migration 6's tables; the two engines differ only in integer and identity types. */
function authTables(int: string, serial: string) {
  return `
    CREATE TABLE people (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
      created_at ${int} NOT NULL
    );
    CREATE TABLE passkeys (
      id TEXT PRIMARY KEY,
      person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      public_key TEXT NOT NULL,
      counter ${int} NOT NULL,
      transports TEXT NOT NULL,
      name TEXT NOT NULL,
      created_at ${int} NOT NULL,
      last_used_at ${int}
    );
    CREATE INDEX passkeys_person ON passkeys (person_id);
    CREATE TABLE sessions (
      id_hash TEXT PRIMARY KEY,
      person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      created_at ${int} NOT NULL,
      last_seen_at ${int} NOT NULL,
      expires_at ${int} NOT NULL
    );
    CREATE INDEX sessions_person ON sessions (person_id);
    CREATE TABLE invites (
      token_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
      created_at ${int} NOT NULL,
      expires_at ${int} NOT NULL,
      used_at ${int},
      created_by TEXT
    );
    CREATE TABLE auth_challenges (
      id_hash TEXT PRIMARY KEY,
      challenge TEXT NOT NULL,
      purpose TEXT NOT NULL,
      expires_at ${int} NOT NULL
    );
    CREATE TABLE auth_failures (id ${serial}, key TEXT NOT NULL, at ${int} NOT NULL);
    CREATE INDEX auth_failures_key ON auth_failures (key, at);
    CREATE TABLE audit (
      id ${serial},
      at ${int} NOT NULL,
      person_id TEXT,
      person_email TEXT,
      action TEXT NOT NULL,
      lead_id TEXT,
      detail TEXT
    );
    CREATE INDEX audit_at ON audit (at);
  `;
}

export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
  /** Fills new columns from existing rows with code, after the SQL, in the same transaction. */
  backfill?: {
    sqlite: (db: DatabaseSync) => void;
    postgres: (client: pg.ClientBase) => Promise<void>;
  };
}

/** Migration 5: the search column of every existing lead (folded in JavaScript, as new leads are). */
const searchBackfill: Migration["backfill"] = {
  sqlite(db) {
    const set = db.prepare("UPDATE leads SET search_text = ? WHERE id = ?");
    for (const row of db.prepare("SELECT id, fields FROM leads").all()) {
      set.run(
        searchText(JSON.parse(String(row.fields)) as Record<string, string>),
        row.id as string,
      );
    }
  },
  async postgres(client) {
    const { rows } = await client.query<{ id: string; fields: Record<string, string> }>(
      "SELECT id, fields FROM leads",
    );
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      await client.query(
        `UPDATE leads SET search_text = s.text FROM unnest($1::text[], $2::text[]) AS s (id, text)
         WHERE leads.id = s.id`,
        [batch.map((r) => r.id), batch.map((r) => searchText(r.fields))],
      );
    }
  },
};

export const migrations: Migration[] = [
  {
    version: 1,
    name: "leads and outbox",
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        form TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('new', 'spam')),
        received_at TEXT NOT NULL,
        fields TEXT NOT NULL,
        page TEXT,
        user_agent TEXT
      );
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE INDEX leads_form ON leads (form);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        delivered_at INTEGER,
        failed_at INTEGER,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
    `,
    postgres: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        form TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('new', 'spam')),
        received_at TIMESTAMPTZ NOT NULL,
        -- json, not jsonb: the text is kept as sent, key order included.
        fields JSON NOT NULL,
        page TEXT,
        user_agent TEXT
      );
      CREATE INDEX leads_received_at ON leads (received_at, seq);
      CREATE INDEX leads_form ON leads (form);
      CREATE TABLE outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        delivered_at BIGINT,
        failed_at BIGINT,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
  },
  {
    version: 2,
    name: "outbox claims with a lease",
    sqlite: `
      ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      ALTER TABLE outbox ADD COLUMN claimed_until INTEGER NOT NULL DEFAULT 0;
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      ALTER TABLE outbox ADD COLUMN claimed_until BIGINT NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 3,
    name: "shared rate-limit counters",
    // One SQLite file means one instance: its rate limit stays in memory.
    sqlite: "",
    postgres: `
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        window_ends_at BIGINT NOT NULL
      );
      CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);
    `,
  },
  {
    version: 4,
    name: "spam screening: held state, score and reasons, body hash, used solutions, settings, autoreplies",
    // SQLite cannot change a CHECK constraint in place: the table is rebuilt
    // (foreign keys are off while migrating, so the outbox rows stay).
    sqlite: `
      CREATE TABLE leads_v4 (
        id TEXT PRIMARY KEY,
        form TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('new', 'held', 'spam')),
        received_at TEXT NOT NULL,
        fields TEXT NOT NULL,
        page TEXT,
        user_agent TEXT,
        score INTEGER NOT NULL DEFAULT 0,
        reasons TEXT NOT NULL DEFAULT '[]',
        body_hash TEXT
      );
      INSERT INTO leads_v4 (rowid, id, form, state, received_at, fields, page, user_agent)
        SELECT rowid, id, form, state, received_at, fields, page, user_agent FROM leads;
      DROP TABLE leads;
      ALTER TABLE leads_v4 RENAME TO leads;
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE INDEX leads_form ON leads (form);
      CREATE INDEX leads_state ON leads (state);
      CREATE INDEX leads_body_hash ON leads (body_hash) WHERE body_hash IS NOT NULL;
      CREATE TABLE used_solutions (key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE INDEX used_solutions_expires_at ON used_solutions (expires_at);
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE autoreplies (address_hash TEXT PRIMARY KEY, sent_at INTEGER NOT NULL);
    `,
    postgres: `
      ALTER TABLE leads DROP CONSTRAINT leads_state_check;
      ALTER TABLE leads ADD CONSTRAINT leads_state_check CHECK (state IN ('new', 'held', 'spam'));
      ALTER TABLE leads ADD COLUMN score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN reasons TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE leads ADD COLUMN body_hash TEXT;
      CREATE INDEX leads_state ON leads (state);
      CREATE INDEX leads_body_hash ON leads (body_hash) WHERE body_hash IS NOT NULL;
      CREATE TABLE used_solutions (key TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);
      CREATE INDEX used_solutions_expires_at ON used_solutions (expires_at);
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE autoreplies (address_hash TEXT PRIMARY KEY, sent_at BIGINT NOT NULL);
    `,
  },
  {
    version: 5,
    name: "inbox: handled state, notes, digest",
    // notified: the lead has been new once, so its notices were queued and a
    // later move to new (Reopen) queues none. search_text: what the inbox
    // search matches (search-text.ts). digest_id: the held-lead digest that
    // listed the lead. Outbox rows now belong to a lead or to a digest.
    // SQLite rebuilds both tables (a new CHECK, a nullable column); foreign
    // keys are off while migrating, so no row cascades away. A second inbox
    // index carries the search text, so a search filters (and counts) in the
    // index and reads only the matching rows; the narrow one keeps the plain
    // tabs fast (scripts/bench-inbox.ts measures both).
    sqlite: `
      CREATE TABLE digests (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at INTEGER NOT NULL);
      CREATE INDEX digests_created_at ON digests (created_at);
      CREATE TABLE leads_v5 (
        id TEXT PRIMARY KEY,
        form TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('new', 'held', 'spam', 'handled')),
        received_at TEXT NOT NULL,
        fields TEXT NOT NULL,
        page TEXT,
        user_agent TEXT,
        score INTEGER NOT NULL DEFAULT 0,
        reasons TEXT NOT NULL DEFAULT '[]',
        body_hash TEXT,
        note TEXT,
        note_at INTEGER,
        notified INTEGER NOT NULL DEFAULT 0,
        search_text TEXT NOT NULL DEFAULT '',
        digest_id INTEGER
      );
      INSERT INTO leads_v5 (rowid, id, form, state, received_at, fields, page, user_agent, score, reasons, body_hash, notified)
        SELECT rowid, id, form, state, received_at, fields, page, user_agent, score, reasons, body_hash,
          state = 'new' OR EXISTS (SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id)
        FROM leads;
      DROP TABLE leads;
      ALTER TABLE leads_v5 RENAME TO leads;
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE INDEX leads_form ON leads (form);
      CREATE INDEX leads_inbox ON leads (state, received_at DESC, id DESC);
      CREATE INDEX leads_inbox_search ON leads (state, received_at DESC, id DESC, search_text);
      CREATE INDEX leads_body_hash ON leads (body_hash) WHERE body_hash IS NOT NULL;
      CREATE INDEX leads_digest_waiting ON leads (received_at) WHERE state = 'held' AND digest_id IS NULL;
      CREATE INDEX leads_digest ON leads (digest_id) WHERE digest_id IS NOT NULL;
      CREATE TABLE outbox_v5 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
        digest_id INTEGER REFERENCES digests (id) ON DELETE CASCADE,
        channel TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        delivered_at INTEGER,
        failed_at INTEGER,
        last_error TEXT,
        claimed_by TEXT,
        claimed_until INTEGER NOT NULL DEFAULT 0,
        CHECK ((lead_id IS NULL) <> (digest_id IS NULL))
      );
      INSERT INTO outbox_v5 (id, lead_id, channel, attempts, next_attempt_at, created_at, delivered_at, failed_at, last_error, claimed_by, claimed_until)
        SELECT id, lead_id, channel, attempts, next_attempt_at, created_at, delivered_at, failed_at, last_error, claimed_by, claimed_until
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_v5 RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
    postgres: `
      CREATE TABLE digests (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX digests_created_at ON digests (created_at);
      ALTER TABLE leads DROP CONSTRAINT leads_state_check;
      ALTER TABLE leads ADD CONSTRAINT leads_state_check CHECK (state IN ('new', 'held', 'spam', 'handled'));
      ALTER TABLE leads
        ADD COLUMN note TEXT,
        ADD COLUMN note_at BIGINT,
        ADD COLUMN notified BOOLEAN NOT NULL DEFAULT false,
        ADD COLUMN search_text TEXT NOT NULL DEFAULT '',
        ADD COLUMN digest_id BIGINT;
      UPDATE leads SET notified = true
        WHERE state = 'new' OR EXISTS (SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id);
      DROP INDEX leads_state;
      CREATE INDEX leads_inbox ON leads (state, received_at DESC, id DESC);
      CREATE INDEX leads_digest_waiting ON leads (received_at) WHERE state = 'held' AND digest_id IS NULL;
      CREATE INDEX leads_digest ON leads (digest_id) WHERE digest_id IS NOT NULL;
      ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
      ALTER TABLE outbox ADD COLUMN digest_id BIGINT REFERENCES digests (id) ON DELETE CASCADE;
      ALTER TABLE outbox ADD CONSTRAINT outbox_owner CHECK ((lead_id IS NULL) <> (digest_id IS NULL));
    `,
    backfill: searchBackfill,
  },
  {
    version: 6,
    name: "people, passkeys, sessions, audit",
    // The inbox's sign-in (server/auth/): who may sign in, their passkeys,
    // sessions and invites (stored as hashes only), WebAuthn challenges,
    // failed sign-ins for the rate limit, and the audit log.
    sqlite: authTables("INTEGER", "INTEGER PRIMARY KEY AUTOINCREMENT"),
    postgres: authTables("BIGINT", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
  },
  {
    version: 7,
    name: "lead sources: the visit's landing page, referring host and campaign tags",
    // One JSON text column (shared/lead-source.ts), null when the browser sent none.
    // Version 6 is the inbox's people, passkeys and sessions.
    sqlite: "ALTER TABLE leads ADD COLUMN source TEXT;",
    postgres: "ALTER TABLE leads ADD COLUMN source TEXT;",
  },
];
