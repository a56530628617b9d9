/** Numbered schema migrations, applied in order once each. */
export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "leads and outbox",
    sql: `
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
  },
];
