import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { immediate, postgresQueryDb, sqliteDb, sqliteOpener, transaction } from "./db";
import { StoreNotReadyError } from "../leads/store/store-contract";

describe("one query interface over both engines", () => {
  it("numbers `?` for PostgreSQL and gives rows and row counts", async () => {
    const seen: [string, unknown[]][] = [];
    const db = postgresQueryDb(async (sql, args) => {
      seen.push([sql, args]);
      return { rows: [{ n: 1 }], rowCount: 2 } as unknown as pg.QueryResult;
    });
    expect(await db.all("SELECT ? AND ?", [1, 2])).toEqual([{ n: 1 }]);
    expect(await db.run("DELETE FROM t WHERE a = ?", [3])).toBe(2);
    expect(seen).toEqual([
      ["SELECT $1 AND $2", [1, 2]],
      ["DELETE FROM t WHERE a = $1", [3]],
    ]);
  });

  it("refuses with StoreNotReadyError while SQLite has no connection", async () => {
    expect(sqliteOpener(() => undefined)).toThrow(StoreNotReadyError);
    await expect(sqliteDb(() => undefined).all("SELECT 1")).rejects.toThrow(StoreNotReadyError);
  });

  it("commits SQLite's transaction, or rolls all of it back on an error", () => {
    const db = new DatabaseSync(":memory:");
    db.exec("CREATE TABLE t (a INTEGER)");
    expect(immediate(db, () => db.prepare("INSERT INTO t VALUES (1)").run().changes)).toBe(1);
    expect(() =>
      immediate(db, () => {
        db.exec("INSERT INTO t VALUES (2)");
        throw new Error("half-way");
      }),
    ).toThrow("half-way");
    expect(db.prepare("SELECT a FROM t").all()).toEqual([{ a: 1 }]);
    expect(db.isTransaction).toBe(false);
  });

  it("runs PostgreSQL's work between BEGIN and COMMIT, or ROLLBACK, and frees the client", async () => {
    const said: string[] = [];
    let released = 0;
    const client = {
      query: async (sql: string) => void said.push(sql),
      release: () => void released++,
    };
    const pool = { connect: async () => client } as unknown as pg.Pool;
    expect(await transaction(pool, async (c) => (await c.query("UPDATE"), 7))).toBe(7);
    await expect(transaction(pool, async () => Promise.reject(new Error("no")))).rejects.toThrow(
      "no",
    );
    expect(said).toEqual(["BEGIN", "UPDATE", "COMMIT", "BEGIN", "ROLLBACK"]);
    expect(released).toBe(2);
  });
});
