/** Migrations 1 to 4: the leads and outbox, the rate limits and the spam screening's tables. */
import type { Migration } from "../../database/schema-migration";

/** An outbox row's delivery columns on SQLite, as migration 1 made them; the table's rebuilds
 * (migrations 5 and 10) keep them. */
export const SQLITE_OUTBOX_DELIVERY = `channel TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        delivered_at INTEGER,
        failed_at INTEGER,
        last_error TEXT`;

/** Migration 4's new indexes and tables, alike on both engines but for the integer type. */
const screeningTables = (int: string) => `
      CREATE INDEX leads_state ON leads (state);
      CREATE INDEX leads_body_hash ON leads (body_hash) WHERE body_hash IS NOT NULL;
      CREATE TABLE used_solutions (key TEXT PRIMARY KEY, expires_at ${int} NOT NULL);
      CREATE INDEX used_solutions_expires_at ON used_solutions (expires_at);
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE autoreplies (address_hash TEXT PRIMARY KEY, sent_at ${int} NOT NULL);`;

export const migrationsV1to4: Migration[] = [
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
        ${SQLITE_OUTBOX_DELIVERY}
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
      ${screeningTables("INTEGER")}
    `,
    postgres: `
      ALTER TABLE leads DROP CONSTRAINT leads_state_check;
      ALTER TABLE leads ADD CONSTRAINT leads_state_check CHECK (state IN ('new', 'held', 'spam'));
      ALTER TABLE leads ADD COLUMN score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN reasons TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE leads ADD COLUMN body_hash TEXT;
      ${screeningTables("BIGINT")}
    `,
  },
];
