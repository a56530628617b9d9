/**
 * `leads migrate --to postgres` copies the spam challenge's state with the
 * leads: the signing key (challenges issued by the SQLite server still verify
 * on PostgreSQL) and the used solutions not yet expired (none can be used twice);
 * and the traffic tables (events, roll-ups, drop counts; not the daily salts).
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../tests/support/servers/build";
import { openTestStore, storeKinds, type TestStore } from "../tests/support/data/stores";
import { trafficDbOf, type TrafficDb } from "../server/traffic/traffic-db";
import { trafficReader } from "../server/traffic/report/traffic-report";
import { runTrafficJob } from "../server/traffic/rollup/rollup";
import { queuedEvent } from "../tests/support/data/traffic-events";
import { createWriter } from "../server/traffic/beacon/writer";

function migrate(env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(ROOT, "cli/main.ts"), "migrate", "--to", "postgres"],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const skip = storeKinds().find((k) => k.kind === "postgres")!.skip;

/** Each test's two stores: SQLite to copy from, PostgreSQL to copy to, removed after it. */
let from: TestStore;
let to: TestStore;
beforeEach(async () => {
  from = await openTestStore("sqlite");
  to = await openTestStore("postgres");
});
afterEach(async () => {
  await from?.cleanup();
  await to?.cleanup();
});

describe.skipIf(skip)("leads migrate: the challenge state", () => {
  it("copies the challenge key and the used solutions not yet expired, once", async () => {
    const now = Date.now();
    await from.store.sharedSetting("challenge-secret", "sqlite-made-key");
    await from.store.useSolution("used-and-live", now + 600_000, now);
    await from.store.useSolution("used-and-expired", now - 1000, now - 60_000);
    const env = { DATA_DIR: from.env.DATA_DIR!, DATABASE_URL: to.env.DATABASE_URL! };
    const first = await migrate(env);
    expect(first.stderr).toBe("");
    expect(first.stdout).toContain(
      "Also copied: the challenge key, and 1 used challenge solution(s) not yet expired.",
    );
    expect(await to.store.sharedSetting("challenge-secret", "a-new-one")).toBe("sqlite-made-key");
    expect(await to.store.useSolution("used-and-live", now + 600_000, now)).toBe(false);
    expect(await to.store.useSolution("used-and-expired", now + 600_000, now)).toBe(true);
    const again = await migrate(env);
    expect(again.stdout).toContain("the challenge key, and 0 used challenge solution(s)");
  });

  it("keeps the key of instances already running on PostgreSQL, and says so", async () => {
    await from.store.sharedSetting("challenge-secret", "sqlite-made-key");
    await to.store.sharedSetting("challenge-secret", "postgres-made-key");
    const result = await migrate({
      DATA_DIR: from.env.DATA_DIR!,
      DATABASE_URL: to.env.DATABASE_URL!,
    });
    expect(result.stdout).toContain("not the challenge key (PostgreSQL already has its own, kept)");
    expect(await to.store.sharedSetting("challenge-secret", "x")).toBe("postgres-made-key");
  });
});

describe.skipIf(skip)("leads migrate: the traffic tables", () => {
  const DAY = 86_400_000;
  const RETENTION = { eventsDays: 90, rollupMonths: 25 };

  /** In `store`: a day 200 days ago kept as its roll-up only, a rolled day 3 days ago with its
   * events, and today's raw events, with drop counts; the writer also made daily salts. */
  /** A writer whose clock is `at`: it salts only the day at hand (and the one before). */
  async function write(
    db: TrafficDb,
    at: number,
    add: (w: ReturnType<typeof createWriter>) => void,
  ) {
    const writer = createWriter({ db, now: () => at });
    add(writer);
    await writer.flush();
    return writer;
  }

  /** In `store`: a day 200 days ago kept as its roll-up only, a rolled day 3 days ago with its
   * events, and today's raw events, with drop counts; the writers also made daily salts. */
  async function fill(store: TestStore["store"], now: number) {
    const db = trafficDbOf(store);
    const old = now - 200 * DAY;
    const early = await write(db, old, (w) => {
      w.add(queuedEvent({ at: old, kind: "visit", path: "/about", utm: { utm_source: "old" } }));
      w.drop("webdriver", old);
    });
    await runTrafficJob(db, early.salts, RETENTION, old + DAY);
    await write(db, now - 3 * DAY, (w) => {
      for (let i = 0; i < 3; i++)
        w.add(
          queuedEvent({ at: now - 3 * DAY, ip: `203.0.113.${i}`, kind: "visit", path: "/contact" }),
        );
      w.drop("bot-agent", now - 3 * DAY);
      w.drop("bot-agent", now - 3 * DAY);
    });
    const writer = await write(db, now, (w) => {
      w.add(queuedEvent({ at: now, kind: "visit", path: "/", referrer: "search.example" }));
      w.add(queuedEvent({ at: now, kind: "vitals", path: "/", vitals: { lcp: 1234.5 } }));
      w.drop("unknown-page", now);
    });
    await runTrafficJob(db, writer.salts, RETENTION, now);
    return { db };
  }

  const count = async (db: TrafficDb, table: string) =>
    Number((await db.all(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  const reportOf = (store: TestStore["store"], now: number) =>
    trafficReader({ db: trafficDbOf(store), leads: store }).report(365, new Date(now));

  it("copies events, roll-ups and drop counts (not the salts), and nothing twice", async () => {
    const now = Date.now();
    const { db } = await fill(from.store, now);
    expect(await count(db, "traffic_salts")).toBeGreaterThan(0);
    const expected = await reportOf(from.store, now);
    expect(expected.pages.find((p) => p.landingPage === "/about")!.visits).toBe(1);
    const env = { DATA_DIR: from.env.DATA_DIR!, DATABASE_URL: to.env.DATABASE_URL! };

    const first = await migrate(env);
    expect(first.stderr).toBe("");
    expect(first.stdout).toMatch(/Traffic: 5 beacon event\(s\), the roll-ups of \d+ day\(s\)/);
    expect(await count(db, "traffic_events")).toBe(5);
    const pg = trafficDbOf(to.store);
    expect(await count(pg, "traffic_events")).toBe(await count(db, "traffic_events"));
    for (const table of [
      "traffic_rolled",
      "traffic_daily_pages",
      "traffic_daily_visits",
      "traffic_daily_vitals",
      "traffic_drops",
    ])
      expect(await count(pg, table), table).toBe(await count(db, table));
    expect(await count(pg, "traffic_salts")).toBe(0);
    expect(await reportOf(to.store, now)).toEqual(expected);

    const again = await migrate(env);
    expect(again.stdout).toContain(
      "Traffic: 0 beacon event(s), the roll-ups of 0 day(s) and 0 drop count(s) copied",
    );
    expect(await count(pg, "traffic_events")).toBe(await count(db, "traffic_events"));
    expect(await reportOf(to.store, now)).toEqual(expected);
  });

  it("adds to what PostgreSQL already counted, and rolls such a day up again", async () => {
    const now = Date.now();
    await fill(from.store, now);
    // PostgreSQL took one visit to /about three days ago, rolled up, and a drop that day.
    const pg = trafficDbOf(to.store);
    const writer = await write(pg, now - 3 * DAY, (w) => {
      w.add(queuedEvent({ at: now - 3 * DAY, ip: "198.51.100.1", kind: "visit", path: "/about" }));
      w.drop("bot-agent", now - 3 * DAY);
    });
    await runTrafficJob(pg, writer.salts, RETENTION, now);
    expect(await count(pg, "traffic_daily_visits")).toBe(1);

    const env = { DATA_DIR: from.env.DATA_DIR!, DATABASE_URL: to.env.DATABASE_URL! };
    expect((await migrate(env)).stderr).toBe("");
    const day = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    const rolled = await pg.all(
      "SELECT landing, visits FROM traffic_daily_visits WHERE day = ? ORDER BY landing",
      [day],
    );
    expect(rolled.map((r) => [r.landing, Number(r.visits)])).toEqual([
      ["/about", 1],
      ["/contact", 3],
    ]);
    const report = await reportOf(to.store, now);
    expect(report.pages.find((p) => p.landingPage === "/contact")!.visits).toBe(3);
    // The larger count of a day and reason is kept: 2 from SQLite over PostgreSQL's 1.
    expect(report.dropped).toContainEqual({ reason: "bot-agent", count: 2 });
    await migrate(env);
    expect(await reportOf(to.store, now)).toEqual(report);
  });
});
