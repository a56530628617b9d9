/**
 * The traffic tables' query interface over both engines, on the connection
 * the lead store already opened. Statements use `?` placeholders (numbered
 * here for PostgreSQL). `tx` runs its work in one transaction; on PostgreSQL
 * under an advisory lock when given one, so instances take turns.
 */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import { StoreNotReadyError, type LeadStore } from "../leads/types";

export type Row = Record<string, unknown>;
export interface Q {
  all(sql: string, args?: unknown[]): Promise<Row[]>;
  /** Resolves to the number of rows changed. */
  run(sql: string, args?: unknown[]): Promise<number>;
}
export interface TrafficDb extends Q {
  kind: "sqlite" | "postgres";
  tx<T>(work: (q: Q) => Promise<T>, lock?: number): Promise<T>;
}

const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * SQLite: `work` must await only this connection's statements (which settle
 * at once), so nothing else runs on the connection inside the transaction.
 */
export function sqliteTrafficDb(handle: () => DatabaseSync | undefined): TrafficDb {
  const open = () => {
    const db = handle();
    if (!db) throw new StoreNotReadyError();
    return db;
  };
  const q: Q = {
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
  return {
    kind: "sqlite",
    ...q,
    async tx(work) {
      const db = open();
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(q);
        db.exec("COMMIT");
        return result;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

const onClient = (client: pg.ClientBase): Q => ({
  async all(sql, args = []) {
    return (await client.query(numbered(sql), args)).rows as Row[];
  },
  async run(sql, args = []) {
    return (await client.query(numbered(sql), args)).rowCount ?? 0;
  },
});

export function postgresTrafficDb(pool: pg.Pool, ready: Promise<void>): TrafficDb {
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
    async tx(work, lock) {
      await ready;
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        if (lock !== undefined) await client.query("SELECT pg_advisory_xact_lock($1)", [lock]);
        const result = await work(onClient(client));
        await client.query("COMMIT");
        return result;
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
