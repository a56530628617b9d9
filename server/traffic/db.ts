/** The traffic tables over both engines, on the lead store's connection (`?` placeholders).
 * `batch` is a list, not a callback, so on SQLite it runs synchronously and nothing else on the
 * shared connection runs inside it; on PostgreSQL it may take an advisory lock. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import { numbered, postgresDb, sqliteDb, type Db } from "../db";
export type { Row } from "../db";
import { StoreNotReadyError, type LeadStore } from "../leads/types";

export type Q = Omit<Db, "kind">;
export type Statement = [sql: string, args: unknown[]];
export interface TrafficDb extends Db {
  /** Runs the statements in one transaction; resolves to the rows each changed. */
  batch(statements: readonly Statement[], lock?: number): Promise<number[]>;
}

export function sqliteTrafficDb(handle: () => DatabaseSync | undefined): TrafficDb {
  const open = () => {
    const db = handle();
    if (!db) throw new StoreNotReadyError();
    return db;
  };
  const q = sqliteDb(handle);
  return {
    ...q,
    async batch(statements) {
      const db = open();
      db.exec("BEGIN IMMEDIATE");
      try {
        const changed = statements.map(([sql, args]) =>
          Number(db.prepare(sql).run(...(args as SQLInputValue[])).changes),
        );
        db.exec("COMMIT");
        return changed;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

export function postgresTrafficDb(pool: pg.Pool, ready: Promise<void>): TrafficDb {
  return {
    ...postgresDb(pool, ready),
    async batch(statements, lock) {
      await ready;
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        if (lock !== undefined) await client.query("SELECT pg_advisory_xact_lock($1)", [lock]);
        const changed: number[] = [];
        for (const [sql, args] of statements)
          changed.push((await client.query(numbered(sql), args)).rowCount ?? 0);
        await client.query("COMMIT");
        return changed;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** The traffic tables on the store the server already opened. */
export function trafficDbOf(store: LeadStore): TrafficDb {
  if (store.kind === "postgres") {
    const p = store as LeadStore & { pool: pg.Pool; ready: Promise<void> };
    return postgresTrafficDb(p.pool, p.ready);
  }
  return sqliteTrafficDb(() => (store as LeadStore & { db?: DatabaseSync }).db);
}
