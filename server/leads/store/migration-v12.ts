/** Migration 12: which passkey made each inbox session (removing a passkey ends them), and the
 * confirmations' per-client and per-site counts (confirmation-caps.ts). */
import type { Migration } from "./migrations";

const sql = (int: string) => `
  ALTER TABLE sessions ADD COLUMN passkey_id TEXT;
  CREATE INDEX sessions_passkey ON sessions (passkey_id);
  CREATE TABLE confirmation_counts (
    bucket TEXT PRIMARY KEY,
    sent ${int} NOT NULL,
    refused ${int} NOT NULL DEFAULT 0,
    at ${int} NOT NULL
  );
  CREATE INDEX confirmation_counts_at ON confirmation_counts (at);
`;

export const migrationV12: Migration = {
  version: 12,
  name: "sessions name their passkey; confirmation caps",
  // Sessions from before have no passkey named: removing a passkey leaves them to their timeouts.
  sqlite: sql("INTEGER"),
  postgres: sql("BIGINT"),
};
