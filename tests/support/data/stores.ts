/** Both lead stores for one parameterised suite: SQLite in a temp folder, PostgreSQL in a scratch
 * database. */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect } from "vitest";
import { parseEnv, postgresSettings } from "../../../server/runtime/env";
import { openPostgresStore } from "../../../server/leads/store/postgres/postgres-store";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import type { LeadStore } from "../../../server/leads/store/store-contract";
import { createScratchDatabase } from "./pg-cluster";
import { samples, tempDir } from "./lead-samples";

/**
 * Why the PostgreSQL tests are skipped, or undefined when they run. They need
 * DATABASE_URL (.ci/run starts a throw-away cluster and sets it); in CI a
 * missing DATABASE_URL fails the run instead of skipping.
 */
export function postgresSkipReason(): string | undefined {
  if (process.env.DATABASE_URL) return undefined;
  if (process.env.CI) {
    throw new Error("CI must set DATABASE_URL for the PostgreSQL tests (.ci/run does).");
  }
  const reason =
    "PostgreSQL tests skipped: DATABASE_URL is not set. Start a throw-away cluster with `npx tsx tests/support/data/pg-cluster.ts start .tmp/pg` and export the URL it prints.";
  console.warn(reason);
  return reason;
}

/** A fresh, empty database on the DATABASE_URL server, dropped again by `drop`. */
export const createTestDatabase = () => createScratchDatabase(process.env.DATABASE_URL!);

export type StoreKind = "sqlite" | "postgres";

/** Both stores, for one parameterised suite; `skip` says why one cannot run here. */
export const storeKinds = (): { kind: StoreKind; skip: string | undefined }[] => [
  { kind: "sqlite", skip: undefined },
  { kind: "postgres", skip: postgresSkipReason() },
];

export interface TestStore {
  store: LeadStore;
  /** The environment that points the server or the CLI at this store. */
  env: Record<string, string>;
  /** Closes and opens the store again (as a restart would). */
  reopen: () => Promise<LeadStore>;
  cleanup: () => Promise<void>;
}

/** An empty store of the given kind, in its own temp folder or database. */
export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  const dir = tempDir();
  if (kind === "sqlite") {
    const file = join(dir.path, "leads.db");
    let store = openSqliteStore(file);
    return {
      get store() {
        return store;
      },
      env: { DATA_DIR: dir.path, DATABASE_URL: "" },
      reopen: async () => {
        await store.close();
        store = openSqliteStore(file);
        return store;
      },
      cleanup: async () => {
        await store.close();
        dir.remove();
      },
    };
  }
  const db = await createTestDatabase();
  const settings = postgresSettings(parseEnv({ DATABASE_URL: db.url }))!;
  const open = async () => {
    const s = openPostgresStore(settings, { retry: false });
    await s.ready;
    return s;
  };
  let store: LeadStore = await open();
  return {
    get store() {
      return store;
    },
    env: { DATA_DIR: dir.path, DATABASE_URL: db.url },
    reopen: async () => {
      await store.close();
      store = await open();
      return store;
    },
    cleanup: async () => {
      await store.close();
      await db.drop();
      dir.remove();
    },
  };
}

/**
 * A fresh, empty store of `kind` for each test of the calling suite, closed and removed after
 * it (skipped with the reason `skip` gives). The handle reads the running test's store.
 */
export function storeEachTest(kind: StoreKind, skip?: string): TestStore {
  let current: TestStore | undefined;
  const open = () => current!;
  beforeEach(async (context) => {
    if (skip) return context.skip(skip);
    current = await openTestStore(kind);
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return {
    get store() {
      return open().store;
    },
    get env() {
      return open().env;
    },
    reopen: () => open().reopen(),
    cleanup: () => open().cleanup(),
  };
}

/**
 * `suite` once per store (SQLite always, PostgreSQL when DATABASE_URL is set;
 * `title` names it as `$kind`), each test on a fresh, empty store, closed and
 * removed after it. `t` is the running test's store: `t.store` is the one open
 * now (after `await t.reopen()` too), `t.env` points the server or the CLI at it.
 */
export function describeEachStore(title: string, suite: (t: TestStore, kind: StoreKind) => void) {
  describe.each(storeKinds())(title, ({ kind, skip }) => suite(storeEachTest(kind, skip), kind));
}

/**
 * The one lead an old-schema store is given before its upgrade, in the
 * columns every schema has: id, form, state, received_at, fields, page, user_agent.
 */
export const oldSchemaLead = [
  "lead-1",
  "contact",
  "new",
  "2026-01-01T00:00:00.000Z",
  JSON.stringify(samples.contactDialog),
  "/contact",
  "UA",
];

/**
 * A store upgraded from an older schema that held one new lead, "lead-1" (the
 * contact dialog's sample), with an e-mail queued: the lead reads back with
 * score 0 and no reasons, its notice is handed out, it takes the `held` state,
 * and purging it still empties its outbox (the foreign key cascades).
 */
export async function expectUpgradedLead(store: LeadStore) {
  expect(await store.getLead("lead-1")).toMatchObject({
    state: "new",
    score: 0,
    reasons: [],
    fields: samples.contactDialog,
  });
  const due = await store.claimDue("a", Date.now(), 10, 60_000);
  expect(due.map((e) => [e.leadId, e.channel])).toEqual([["lead-1", "email"]]);
  expect(await store.setState("lead-1", "held", [])).toBe("new");
  expect((await store.getLead("lead-1"))?.state).toBe("held");
  await store.purgeOlderThan(new Date("2027-01-01T00:00:00Z"));
  expect((await store.stats()).notifications.pending).toBe(0);
}

/** Another handle on the same database, as a second server instance would open it. */
export async function secondHandle(t: TestStore, kind: StoreKind): Promise<LeadStore> {
  if (kind === "sqlite") return openSqliteStore(join(t.env.DATA_DIR!, "leads.db"));
  const s = openPostgresStore(postgresSettings(parseEnv({ DATABASE_URL: t.env.DATABASE_URL }))!, {
    retry: false,
  });
  await s.ready;
  return s;
}

/** Opens the SQLite store at `file` (running its migrations), checks it, and closes it. */
export async function checkSqliteStore(file: string, check: (store: LeadStore) => Promise<void>) {
  const store = openSqliteStore(file);
  try {
    await check(store);
  } finally {
    await store.close();
  }
}
