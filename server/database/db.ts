/** One query interface over both engines (`?` placeholders, numbered here for PostgreSQL), for
 * the queries the lead store's engines share and the tables beside the leads (sign-in, traffic);
 * and each engine's transaction. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import type { LeadStore } from "../leads/store/store-contract";
import { StoreNotReadyError } from "../leads/store/store-contract";

export type Row = Record<string, unknown>;
export interface Db {
  kind: "sqlite" | "postgres";
  all(sql: string, args?: unknown[]): Promise<Row[]>;
  /** Resolves to the number of rows changed. */
  run(sql: string, args?: unknown[]): Promise<number>;
}

/** `?` → `$1, $2…` for PostgreSQL. Every `?` counts, so shared SQL binds its text as values and
 * never writes a `?` in a literal or uses jsonb's `?` operators. */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** The store's SQLite connection; StoreNotReadyError while it has none. */
export const sqliteOpener = (handle: () => DatabaseSync | undefined) => () => {
  const db = handle();
  if (!db) throw new StoreNotReadyError();
  return db;
};

export function sqliteDb(handle: () => DatabaseSync | undefined): Db {
  const open = sqliteOpener(handle);
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

/** A PostgreSQL query function (the pool's, or a store's that refuses until migrated) as a Db. */
export function postgresQueryDb(
  query: (sql: string, args: unknown[]) => Promise<pg.QueryResult>,
): Db {
  return {
    kind: "postgres",
    async all(sql, args = []) {
      return (await query(numbered(sql), args)).rows as Row[];
    },
    async run(sql, args = []) {
      return (await query(numbered(sql), args)).rowCount ?? 0;
    },
  };
}

export function postgresDb(pool: pg.Pool, ready: Promise<void>): Db {
  return postgresQueryDb(async (sql, args) => {
    await ready;
    return pool.query(sql, args);
  });
}

/** Runs `fn` in one SQLite write transaction taken at its start (BEGIN IMMEDIATE): a concurrent
 * writer waits on busy_timeout, never fails half-way. */
export function immediate<T>(db: DatabaseSync, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** Runs `work` in one transaction on one of the pool's connections. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The query interface over the store the server already opened. */
export function dbOf(store: LeadStore): Db {
  if (store.kind === "postgres") {
    const pgStore = store as LeadStore & { pool: pg.Pool; ready: Promise<void> };
    return postgresDb(pgStore.pool, pgStore.ready);
  }
  return sqliteDb(() => (store as LeadStore & { db?: DatabaseSync }).db);
}
