/** Migration 6: the inbox's sign-in tables (server/auth/). */
import type { Migration } from "../../database/schema-migration";

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

export const migrationV6: Migration = {
  version: 6,
  name: "people, passkeys, sessions, audit",
  // The inbox's sign-in (server/auth/): who may sign in, their passkeys,
  // sessions and invites (stored as hashes only), WebAuthn challenges,
  // failed sign-ins for the rate limit, and the audit log.
  sqlite: authTables("INTEGER", "INTEGER PRIMARY KEY AUTOINCREMENT"),
  postgres: authTables("BIGINT", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
};
