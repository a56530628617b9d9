/** One query interface over both engines for the tables that live beside the leads (sign-in,
 * traffic): `?` placeholders, numbered here for PostgreSQL. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import type { LeadStore } from "./leads/types";
import { StoreNotReadyError } from "./leads/types";

export type Row = Record<string, unknown>;
export interface Db {
  kind: "sqlite" | "postgres";
  all(sql: string, args?: unknown[]): Promise<Row[]>;
  /** Resolves to the number of rows changed. */
  run(sql: string, args?: unknown[]): Promise<number>;
}

export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export function sqliteDb(handle: () => DatabaseSync | undefined): Db {
  const open = () => {
    const db = handle();
    if (!db) throw new StoreNotReadyError();
    return db;
  };
  return {
    kind: "sqlite",
    async all(sql, args = []) {
      return open()
        .prepare(sql)
        .all(...(args as SQLInputValue[])) as Row[];
    },
    async run(sql, args = []) {
      return Number(
        open()
          .prepare(sql)
          .run(...(args as SQLInputValue[])).changes,
      );
    },
  };
}

export function postgresDb(pool: pg.Pool, ready: Promise<void>): Db {
  return {
    kind: "postgres",
    async all(sql, args = []) {
      await ready;
      return (await pool.query(numbered(sql), args)).rows as Row[];
    },
    async run(sql, args = []) {
      await ready;
      return (await pool.query(numbered(sql), args)).rowCount ?? 0;
    },
  };
}

/** The query interface over the store the server already opened. */
export function dbOf(store: LeadStore): Db {
  if (store.kind === "postgres") {
    const pgStore = store as LeadStore & { pool: pg.Pool; ready: Promise<void> };
    return postgresDb(pgStore.pool, pgStore.ready);
  }
  return sqliteDb(() => (store as LeadStore & { db?: DatabaseSync }).db);
}
