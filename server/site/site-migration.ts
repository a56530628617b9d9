/** Migration 14: the site editor's tables. Published versions (the owner's edits as one JSON
 * overlay, the change list, the build's file list), drafts per person, and the built files and
 * uploaded photos by content hash, so every instance can serve any version's files. */
import type { Migration } from "../leads/store/migrations";

const tables = (int: string, serial: string, blob: string) => `
  CREATE TABLE site_versions (
    id ${serial},
    token TEXT NOT NULL UNIQUE,
    created_at ${int} NOT NULL,
    author TEXT NOT NULL,
    restored_from ${int},
    overlay TEXT NOT NULL,
    changes TEXT NOT NULL,
    gone TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('queued', 'building', 'live', 'failed', 'superseded')),
    error TEXT,
    code TEXT,
    manifest TEXT,
    built_at ${int}
  );
  CREATE TABLE site_drafts (
    person_id TEXT PRIMARY KEY,
    base ${int},
    edits TEXT NOT NULL,
    updated_at ${int} NOT NULL
  );
  CREATE TABLE site_blobs (hash TEXT PRIMARY KEY, body ${blob} NOT NULL);
  CREATE TABLE site_assets (path TEXT PRIMARY KEY, hash TEXT NOT NULL);
`;

export const migrationV14: Migration = {
  version: 14,
  name: "site editor: versions, drafts, built files",
  sqlite: tables("INTEGER", "INTEGER PRIMARY KEY AUTOINCREMENT", "BLOB"),
  postgres: tables("BIGINT", "BIGSERIAL PRIMARY KEY", "BYTEA"),
};
