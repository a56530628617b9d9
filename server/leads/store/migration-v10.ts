/** Migration 10: reminder and overdue notices (once per lead and kind) and the weekly report
 * (once per week), each with outbox rows the worker claims and retries like any notice. */
import type { Migration } from "../../database/schema-migration";
import { SQLITE_OUTBOX_DELIVERY } from "./migration-v1-4";
import { sqliteOutboxSwap } from "./migration-v5";

/** The two tables the engines write alike but for integer and identity types. */
const tables = (int: string, serial: string) => `
  CREATE TABLE lead_notices (
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('reminder', 'overdue')),
    created_at ${int} NOT NULL,
    PRIMARY KEY (lead_id, kind)
  );
  CREATE TABLE weekly_reports (
    id ${serial},
    week TEXT UNIQUE,
    created_at ${int} NOT NULL,
    report TEXT NOT NULL
  );
`;

export const migrationV10: Migration = {
  version: 10,
  name: "reminder and overdue notices, weekly report",
  // One notice row per lead and kind, one report row per Monday (NULL: sent by hand), each with
  // its outbox rows, so instances queue each once; a report keeps its figures for every retry.
  // SQLite rebuilds the outbox for its new check (foreign keys are off while migrating).
  sqlite: `
    ${tables("INTEGER", "INTEGER PRIMARY KEY AUTOINCREMENT")}
    CREATE TABLE outbox_v10 (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
      digest_id INTEGER REFERENCES digests (id) ON DELETE CASCADE,
      report_id INTEGER REFERENCES weekly_reports (id) ON DELETE CASCADE,
      notice TEXT CHECK (notice IN ('reminder', 'overdue')),
      ${SQLITE_OUTBOX_DELIVERY},
      claimed_by TEXT,
      claimed_until INTEGER NOT NULL DEFAULT 0,
      CHECK ((lead_id IS NOT NULL) + (digest_id IS NOT NULL) + (report_id IS NOT NULL) = 1),
      CHECK (notice IS NULL OR lead_id IS NOT NULL)
    );
    INSERT INTO outbox_v10 (id, lead_id, digest_id, channel, attempts, next_attempt_at, created_at,
        delivered_at, failed_at, last_error, claimed_by, claimed_until)
      SELECT id, lead_id, digest_id, channel, attempts, next_attempt_at, created_at,
        delivered_at, failed_at, last_error, claimed_by, claimed_until
      FROM outbox;
    ${sqliteOutboxSwap("outbox_v10")}
  `,
  postgres: `
    ${tables("BIGINT", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY")}
    ALTER TABLE outbox
      ADD COLUMN report_id BIGINT REFERENCES weekly_reports (id) ON DELETE CASCADE,
      ADD COLUMN notice TEXT CHECK (notice IN ('reminder', 'overdue'));
    ALTER TABLE outbox DROP CONSTRAINT outbox_owner;
    ALTER TABLE outbox ADD CONSTRAINT outbox_owner
      CHECK (num_nonnulls(lead_id, digest_id, report_id) = 1 AND (notice IS NULL OR lead_id IS NOT NULL));
  `,
};
