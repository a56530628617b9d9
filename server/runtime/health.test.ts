/**
 * GET /healthz and GET /readyz on both stores: ready on a fresh store; 503 with
 * one line of fixed text when the outbox is stuck, a migration is missing, or
 * the store is away (PostgreSQL stopped, SQLite folder unusable); never an
 * address, a path or an error message in the answer; not logged per request.
 */
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { postgresBin, startCluster } from "../../tests/support/data/pg-cluster";
import { sampleLead, tempDir, testEnv } from "../../tests/support/data/lead-samples";
import {
  openTestStore,
  postgresSkipReason,
  storeKinds,
  type TestStore,
} from "../../tests/support/data/stores";
import { buildApp } from "../app";
import { registerHealthRoutes } from "./health";
import { migrations } from "../leads/store/migrations";
import { openPostgresStore } from "../leads/store/postgres/postgres-store";
import { openSqliteStoreOrRetry } from "../leads/store/sqlite/sqlite-retry";
import type { LeadStore } from "../leads/store/store-contract";

const MINUTE = 60_000;
const T0 = Date.parse("2026-11-25T12:00:00Z");
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function serve(store: LeadStore, opts: { now?: number; log?: string[] } = {}) {
  const env = testEnv(opts.log ? { LOG_LEVEL: "debug" } : {});
  const app = await buildApp({
    env,
    logStream: opts.log && { write: (line: string) => void opts.log!.push(line) },
    plugins: [
      (a) =>
        registerHealthRoutes(a, {
          store,
          maxOutboxAgeMs: 15 * MINUTE,
          now: () => opts.now ?? T0,
        }),
    ],
  });
  apps.push(app);
  return app;
}

const get = (app: FastifyInstance, url: string) => app.inject({ url });

/** One line, fixed text: no address, path, URL or error text. */
function expectOneSafeLine(body: string, secrets: string[]) {
  expect(body.endsWith("\n")).toBe(true);
  expect(body.trimEnd()).not.toContain("\n");
  for (const s of secrets) expect(body).not.toContain(s);
  expect(body).not.toMatch(/postgres(ql)?:|\/tmp|127\.0\.0\.1|ECONNREFUSED|Error/);
}

describe("GET /healthz", () => {
  it("answers 200 without touching the store", async () => {
    const untouchable = new Proxy({} as LeadStore, {
      get: () => {
        throw new Error("the store was touched");
      },
    });
    const app = await serve(untouchable);
    const res = await get(app, "/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("ok\n");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("is neither logged per request nor rate-limited", async () => {
    const log: string[] = [];
    const t = await openTestStore("sqlite");
    try {
      const app = await serve(t.store, { log });
      for (let i = 0; i < 200; i++) {
        expect((await get(app, "/healthz")).statusCode).toBe(200);
        expect((await get(app, "/readyz")).statusCode).toBe(200);
      }
      expect(log.filter((l) => l.includes("healthz") || l.includes("readyz"))).toEqual([]);
      // The page request is logged at debug: the silence above is the routes' own.
      await get(app, "/");
      expect(log.some((l) => l.includes('"url":"/"'))).toBe(true);
    } finally {
      await t.cleanup();
    }
  });
});

describe.each(storeKinds())("GET /readyz on $kind", ({ kind, skip }) => {
  let t: TestStore;
  afterEach(async () => t?.cleanup());

  it.skipIf(skip)(
    "is ready on a fresh store, with a pending notification under the limit",
    async () => {
      t = await openTestStore(kind);
      const app = await serve(t.store, { now: T0 });
      expect((await get(app, "/readyz")).body).toBe("ready\n");
      await t.store.saveLead(sampleLead(), ["email"], new Date(T0 - 14 * MINUTE));
      const res = await get(app, "/readyz");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    },
  );

  it.skipIf(skip)(
    "answers 503 when the outbox is stuck, and 200 once it is delivered",
    async () => {
      t = await openTestStore(kind);
      const app = await serve(t.store, { now: T0 });
      await t.store.saveLead(sampleLead(), ["email"], new Date(T0 - 16 * MINUTE));
      const res = await get(app, "/readyz");
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe(
        "not ready: oldest pending notification queued 960 s ago (limit 900 s)\n",
      );
      const [entry] = await t.store.claimDue("test", T0, 10, MINUTE);
      await t.store.markDelivered(entry!.id, T0);
      expect((await get(app, "/readyz")).statusCode).toBe(200);
    },
  );

  it.skipIf(skip)("answers 503 when a migration is not applied", async () => {
    t = await openTestStore(kind);
    const versions = migrations.map((m) => m.version);
    const latest = Math.max(...versions);
    // Numbers may skip (a number reserved by another branch): the one before is the next lower.
    const previous = Math.max(...versions.filter((v) => v < latest));
    if (kind === "postgres") {
      const client = new pg.Client({ connectionString: t.env.DATABASE_URL });
      await client.connect();
      await client.query("DELETE FROM schema_migrations WHERE version = $1", [latest]);
      await client.end();
    } else {
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(join(t.env.DATA_DIR!, "leads.db"));
      db.prepare("DELETE FROM schema_migrations WHERE version = ?").run(latest);
      db.close();
    }
    const res = await get(await serve(t.store), "/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(
      `not ready: lead store schema at migration ${previous}, this server needs ${latest}\n`,
    );
  });
});

describe("GET /readyz with the store away", () => {
  const dirs: ReturnType<typeof tempDir>[] = [];
  afterAll(() => dirs.forEach((d) => d.remove()));

  it("SQLite: 503 while DATA_DIR is unusable, naming no path", async () => {
    const dir = tempDir();
    dirs.push(dir);
    // A file where the folder should be: the store cannot open.
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(dir.path, "data"), "");
    const file = join(dir.path, "data", "leads.db");
    const quiet = { info: () => undefined, warn: () => undefined };
    const app = await serve(openSqliteStoreOrRetry(file, quiet, 60_000));
    const res = await get(app, "/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe("not ready: lead store not ready (connecting or migrating)\n");
    expectOneSafeLine(res.body, [dir.path]);
  });

  it.skipIf(postgresSkipReason() ?? !postgresBin())(
    "PostgreSQL stopped: 503 naming no host, port or URL; 200 again once it is back",
    { timeout: 60_000 },
    async () => {
      const dir = tempDir("lexcore-readyz-pg-");
      dirs.push(dir);
      const cluster = await startCluster(dir.path);
      const url = new URL(cluster.url);
      url.password = "s3cret-password";
      const store = openPostgresStore(
        {
          url: url.toString(),
          poolMax: 2,
          statementTimeoutMs: 1000,
          connectTimeoutMs: 500,
          sslMode: "disable",
        },
        { retry: false },
      );
      try {
        await store.ready;
        const app = await serve(store);
        expect((await get(app, "/readyz")).statusCode).toBe(200);
        cluster.stop();
        const res = await get(app, "/readyz");
        expect(res.statusCode).toBe(503);
        expect(res.body).toBe("not ready: lead store does not answer\n");
        expectOneSafeLine(res.body, [url.port, "s3cret-password", dir.path]);
        expect((await get(app, "/healthz")).statusCode).toBe(200);
        cluster.start();
        // The pool may hand out a connection that died with the server once; the next is fresh.
        let status = 0;
        for (let i = 0; i < 5 && status !== 200; i++)
          status = (await get(app, "/readyz")).statusCode;
        expect(status).toBe(200);
      } finally {
        await store.close();
        cluster.stop();
      }
    },
  );
});
