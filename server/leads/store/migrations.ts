/** Numbered schema migrations, applied once each in order, shared by both stores in their own
 * dialects; an empty statement keeps the numbers in step. */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { migrationsV1to4 } from "./migration-v1-4";
import { migrationV5 } from "./migration-v5";
import { migrationV6 } from "./migration-v6";
import { migrationV11, migrationV13, migrationV8 } from "../../traffic/migration";
import { migrationV9 } from "./migration-v9";
import { migrationV10 } from "./migration-v10";
import { migrationV12 } from "./migration-v12";
import { migrationV14 } from "../../site/site-migration";

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

export const migrations: Migration[] = [
  ...migrationsV1to4,
  migrationV5,
  migrationV6,
  {
    version: 7,
    name: "lead sources: the visit's landing page, referring host and campaign tags",
    // One JSON text column (shared/lead-source.ts), null when the browser sent none.
    // Version 6 is the inbox's people, passkeys and sessions.
    sqlite: "ALTER TABLE leads ADD COLUMN source TEXT;",
    postgres: "ALTER TABLE leads ADD COLUMN source TEXT;",
  },
  migrationV8,
  migrationV9,
  migrationV10,
  migrationV11,
  migrationV12,
  migrationV13,
  migrationV14,
];
