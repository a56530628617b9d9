/** The traffic tables over both engines, on the lead store's connection (`?` placeholders).
 * `batch` is a list, not a callback, so on SQLite it runs synchronously and nothing else on the
 * shared connection runs inside it; on PostgreSQL it may take an advisory lock. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import {
  immediate,
  numbered,
  postgresDb,
  sqliteDb,
  sqliteOpener,
  transaction,
  type Db,
} from "../database/db";
export type { Row } from "../database/db";
import type { LeadStore } from "../leads/store/store-contract";

export type Q = Omit<Db, "kind">;
export type Statement = [sql: string, args: unknown[]];
export interface TrafficDb extends Db {
  /** Runs the statements in one transaction; resolves to the rows each changed. */
  batch(statements: readonly Statement[], lock?: number): Promise<number[]>;
}

export function sqliteTrafficDb(handle: () => DatabaseSync | undefined): TrafficDb {
  const open = sqliteOpener(handle);
  return {
    ...sqliteDb(handle),
    async batch(statements) {
      const db = open();
      return immediate(db, () =>
        statements.map(([sql, args]) =>
          Number(db.prepare(sql).run(...(args as SQLInputValue[])).changes),
        ),
      );
    },
  };
}

export function postgresTrafficDb(pool: pg.Pool, ready: Promise<void>): TrafficDb {
  return {
    ...postgresDb(pool, ready),
    async batch(statements, lock) {
      await ready;
      return transaction(pool, async (client) => {
        if (lock !== undefined) await client.query("SELECT pg_advisory_xact_lock($1)", [lock]);
        const changed: number[] = [];
        for (const [sql, args] of statements)
          changed.push((await client.query(numbered(sql), args)).rowCount ?? 0);
        return changed;
      });
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
