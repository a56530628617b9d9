import { describe, expect, it } from "vitest";
import { sqliteTrafficDb, type Statement, type TrafficDb } from "./traffic-db";
import { openSqliteStore } from "../leads/store/sqlite/sqlite-store";
import { queuedEvent } from "./test-events";
import { createWriter } from "./writer";
import { DAY_VALUES, OTHER } from "./fold";
import { trafficDbOf } from "./traffic-db";
import { describeEachStore } from "../../tests/support/stores";

const NOW = Date.parse("2026-11-20T12:00:00Z");

function memoryDb() {
  const store = openSqliteStore(":memory:");
  const db = sqliteTrafficDb(() => store.db);
  const count = async () =>
    Number((await db.all("SELECT COUNT(*) AS n FROM traffic_events"))[0]!.n);
  return { db, count };
}

describe("the traffic writer", () => {
  it("holds at most maxQueued events and logs the overflow, not as bots", async () => {
    const { db, count } = memoryDb();
    const warnings: string[] = [];
    const writer = createWriter({
      db,
      now: () => NOW,
      maxQueued: 10,
      batch: 100,
      log: { warn: (m) => warnings.push(m) },
    });
    const taken = Array.from({ length: 15 }, () => writer.add(queuedEvent({ at: NOW })));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(writer.queued).toBe(10);
    await writer.flush();
    expect(await count()).toBe(10);
    expect(warnings.join("\n")).toMatch(/5 beacon\(s\) lost.*overflow/);
    expect(await db.all("SELECT * FROM traffic_drops")).toEqual([]);
  });

  it("writes in batches of `batch` without waiting for the timer", async () => {
    const { db } = memoryDb();
    const sizes: number[] = [];
    const counting: TrafficDb = {
      ...db,
      batch: (statements: readonly Statement[], lock?: number) => {
        for (const [sql] of statements)
          if (sql.startsWith("INSERT INTO traffic_events")) sizes.push(sql.split("), (").length);
        return db.batch(statements, lock);
      },
    };
    const writer = createWriter({ db: counting, now: () => NOW, batch: 4 });
    for (let i = 0; i < 10; i++) writer.add(queuedEvent({ at: NOW }));
    await writer.flush();
    expect(sizes).toEqual([4, 4, 2]);
  });

  it("keeps the events and drop counts when the store fails, and writes them on the next flush", async () => {
    const { db, count } = memoryDb();
    let down = true;
    const flaky: TrafficDb = {
      ...db,
      batch: (statements, lock) =>
        down ? Promise.reject(new Error("down")) : db.batch(statements, lock),
    };
    const writer = createWriter({ db: flaky, now: () => NOW });
    writer.add(queuedEvent({ at: NOW }));
    writer.drop("webdriver", NOW);
    await expect(writer.flush()).rejects.toThrow("down");
    expect(writer.queued).toBe(1);
    down = false;
    await writer.flush();
    expect(await count()).toBe(1);
    expect(await db.all("SELECT reason, count FROM traffic_drops")).toEqual([
      { reason: "webdriver", count: 1 },
    ]);
  });

  it("stops within its deadline when the database never answers", async () => {
    const { db } = memoryDb();
    const hung: TrafficDb = { ...db, batch: () => new Promise(() => undefined) };
    const writer = createWriter({ db: hung, now: () => NOW });
    writer.add(queuedEvent({ at: NOW }));
    writer.start();
    await writer.stop(50);
    expect(writer.queued).toBe(0);
  });
});

describeEachStore("the day's name caps ($kind)", (t) => {
  it("survive a restart: the names a day let in are kept in the store", async () => {
    const visit = (campaign: string, referrer = "") =>
      queuedEvent({ at: NOW, kind: "visit", referrer, utm: { utm_campaign: campaign } });
    const first = createWriter({ db: trafficDbOf(t.store), now: () => NOW });
    for (let i = 0; i < DAY_VALUES; i++) first.add(visit(`c${i}`, i < 3 ? `r${i}.example` : ""));
    await first.flush();
    await t.reopen();
    // A new process: the day's cap is full, so a new campaign is "(other)"; a known one is not.
    const again = createWriter({ db: trafficDbOf(t.store), now: () => NOW });
    again.add(visit("brand-new"));
    again.add(visit("c7"));
    again.add(visit("", "r4.example"));
    await again.flush();
    const db = trafficDbOf(t.store);
    const stored = await db.all(
      "SELECT utm_campaign, referrer FROM traffic_events WHERE id > ? ORDER BY id",
      [DAY_VALUES],
    );
    expect(stored).toEqual([
      { utm_campaign: OTHER, referrer: "" },
      { utm_campaign: "c7", referrer: "" },
      { utm_campaign: "", referrer: "r4.example" },
    ]);
    const kept = await db.all(
      "SELECT kind, COUNT(*) AS n FROM traffic_day_names GROUP BY kind ORDER BY kind",
    );
    expect(kept.map((r) => [r.kind, Number(r.n)])).toEqual([
      ["c", DAY_VALUES],
      ["r", 4],
    ]);
  });
});
