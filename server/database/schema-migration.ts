/** What a numbered schema migration is, for every room that brings one (the lead store's, the
 * traffic tables'): a module of its own, so the list that orders them (server/leads/store/
 * migrations.ts) and the rooms that write them import each other in one direction only. */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";

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
