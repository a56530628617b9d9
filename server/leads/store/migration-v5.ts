/** Migration 5: the inbox (handled state, notes, the search column, held-lead digests). */
import { searchText } from "./search-text";
import type { Migration } from "../../database/schema-migration";
import { SQLITE_OUTBOX_DELIVERY } from "./migration-v1-4";

/** Migration 5: the search column of every existing lead (folded in JavaScript, as new leads
 * are). */
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

/** The end of a rebuild of the outbox on SQLite (migrations 5 and 10): the rebuilt table takes its
 * place, with the indexes migration 5 gave it. */
export const sqliteOutboxSwap = (rebuilt: string) => `DROP TABLE outbox;
      ALTER TABLE ${rebuilt} RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
      CREATE INDEX outbox_lead ON outbox (lead_id);`;

export const migrationV5: Migration = {
  version: 5,
  name: "inbox: handled state, notes, digest",
  // notified: new once, so Reopen queues no notices again; search_text: what search matches;
  // digest_id: the digest that listed it. SQLite rebuilds both tables (foreign keys off); a second
  // index carries search_text so searches filter in the index (tools/measure/bench/bench-inbox.ts).
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
        ${SQLITE_OUTBOX_DELIVERY},
        claimed_by TEXT,
        claimed_until INTEGER NOT NULL DEFAULT 0,
        CHECK ((lead_id IS NULL) <> (digest_id IS NULL))
      );
      INSERT INTO outbox_v5 (id, lead_id, channel, attempts, next_attempt_at, created_at, delivered_at, failed_at, last_error, claimed_by, claimed_until)
        SELECT id, lead_id, channel, attempts, next_attempt_at, created_at, delivered_at, failed_at, last_error, claimed_by, claimed_until
        FROM outbox;
      ${sqliteOutboxSwap("outbox_v5")}
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
};
