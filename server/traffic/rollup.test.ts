import { expect, it } from "vitest";
import { describeEachStore, secondHandle } from "../../tests/support/stores";
import { trafficDbOf } from "./traffic-db";
import { buildReport } from "./traffic-report";
import { runTrafficJob } from "./rollup";
import { queuedEvent } from "./test-events";
import { createWriter } from "./writer";
import { SCAN_CHUNK, eventCounts } from "./aggregate";

const DAY = 86_400_000;
const D = Date.parse("2026-11-18T15:00:00Z");
const RETENTION = { eventsDays: 90, rollupMonths: 25 };
const SITE = ["/", "/charleston-wv", "/contact"];

/** Two visitors land on /charleston-wv from a newsletter, one goes on to /contact; one vitals
 * beacon. */
async function oneDay(writer: ReturnType<typeof createWriter>, at: number) {
  const utm = { utm_source: "news", utm_medium: "email", utm_campaign: "fall" };
  for (const ip of ["203.0.113.1", "203.0.113.2"])
    writer.add(
      queuedEvent({ at, ip, kind: "visit", path: "/charleston-wv", utm, referrer: "mail.example" }),
    );
  writer.add(queuedEvent({ at, ip: "203.0.113.1", path: "/contact" }));
  writer.add(
    queuedEvent({
      at,
      kind: "vitals",
      path: "/charleston-wv",
      vitals: { lcp: 1800, inp: 90, cls: 0.02 },
    }),
  );
  await writer.flush();
}

const summary = (r: Awaited<ReturnType<typeof buildReport>>) => ({
  pages: r.pages
    .filter((p) => p.visits || p.pageViews)
    .map((p) => [p.landingPage, p.visits, p.pageViews, p.visitors]),
  campaigns: r.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visits, c.visitors]),
  referrers: r.referrers.map((c) => [c.referrer, c.visits]),
  vitals: r.vitals.map((v) => [v.page, v.device, v.samples]),
});

const EXPECTED = {
  pages: [
    ["/charleston-wv", 2, 2, 2],
    ["/contact", 0, 1, 1],
  ],
  campaigns: [["news", "email", "fall", 2, 2]],
  referrers: [["mail.example", 2]],
  vitals: [["/charleston-wv", "desktop", 1]],
};

describeEachStore("traffic roll-up and retention on $kind", (t) => {
  it("reads a day the same from raw events and from its roll-up, however often it is rolled up", async () => {
    const db = trafficDbOf(t.store);
    let now = D;
    const writer = createWriter({ db, now: () => now });
    await oneDay(writer, D);
    const sources = { db, leads: t.store, sitePaths: SITE };
    expect(summary(await buildReport(sources, 7, new Date(D)))).toEqual(EXPECTED);

    now = D + DAY;
    const first = await runTrafficJob(db, writer.salts, RETENTION, now);
    expect(first.rolled).toContain("2026-11-18");
    await runTrafficJob(db, writer.salts, RETENTION, now);
    const rolled = await db.all("SELECT day FROM traffic_rolled WHERE day = '2026-11-18'");
    expect(rolled).toHaveLength(1);
    expect(await db.all("SELECT * FROM traffic_daily_pages WHERE day = '2026-11-18'")).toHaveLength(
      2,
    );
    expect(summary(await buildReport(sources, 7, new Date(now)))).toEqual(EXPECTED);
    // Roll-ups alone (raw events gone) still tell the same.
    await db.run("DELETE FROM traffic_events");
    expect(summary(await buildReport(sources, 7, new Date(now)))).toEqual(EXPECTED);
  });

  it("deletes raw events after TRAFFIC_EVENTS_DAYS and roll-ups after TRAFFIC_ROLLUP_MONTHS", async () => {
    const db = trafficDbOf(t.store);
    let now = D;
    const writer = createWriter({ db, now: () => now });
    await oneDay(writer, D);
    writer.drop("bot-agent", D);
    await writer.flush();
    const count = async (table: string) =>
      Number((await db.all(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

    now = D + 90 * DAY;
    await runTrafficJob(db, writer.salts, RETENTION, now);
    expect(await count("traffic_events")).toBe(4);
    now = D + 91 * DAY;
    const r = await runTrafficJob(db, writer.salts, RETENTION, now);
    expect(r.events).toBe(4);
    expect(await count("traffic_events")).toBe(0);
    expect(await count("traffic_daily_visits")).toBe(1);
    expect(await count("traffic_salts")).toBe(0);

    now = Date.parse("2028-12-18T12:00:00Z"); // 25 months after 2026-11-18
    await runTrafficJob(db, writer.salts, RETENTION, now);
    expect(await count("traffic_daily_visits")).toBe(1);
    now = Date.parse("2028-12-19T12:00:00Z");
    await runTrafficJob(db, writer.salts, RETENTION, now);
    for (const table of [
      "traffic_daily_pages",
      "traffic_daily_visits",
      "traffic_daily_vitals",
      "traffic_drops",
    ])
      expect(await count(table)).toBe(0);
  });

  it("counts each beacon once and rolls up once with two instances on one database", async (ctx) => {
    const other = await secondHandle(
      t,
      ctx.task.suite!.name.includes("postgres") ? "postgres" : "sqlite",
    );
    try {
      const a = trafficDbOf(t.store);
      const b = trafficDbOf(other);
      const wa = createWriter({ db: a, now: () => D });
      const wb = createWriter({ db: b, now: () => D });
      // Each beacon reaches one instance; the same visitor through both is one visitor.
      for (let i = 0; i < 50; i++) {
        (i % 2 ? wa : wb).add(
          queuedEvent({ at: D, ip: `203.0.113.${i % 10}`, kind: "visit", path: "/contact" }),
        );
      }
      await Promise.all([wa.flush(), wb.flush()]);
      const now = D + DAY;
      await Promise.all([
        runTrafficJob(a, wa.salts, RETENTION, now),
        runTrafficJob(b, wb.salts, RETENTION, now),
      ]);
      for (const db of [a, b]) {
        const r = await buildReport({ db, leads: t.store, sitePaths: SITE }, 7, new Date(now));
        expect(r.pages.find((p) => p.landingPage === "/contact")).toMatchObject({
          visits: 50,
          visitors: 10,
        });
      }
    } finally {
      await other.close();
    }
  });
});

describeEachStore("the roll-up's bounds on $kind", (t) => {
  it("writes no day it could not read in its time, and the next run rolls it up", async () => {
    const db = trafficDbOf(t.store);
    const writer = createWriter({ db, now: () => D });
    // More than one read's worth of events (SCAN_CHUNK), so the scan looks at its deadline.
    for (let i = 0; i < SCAN_CHUNK + 10; i++)
      writer.add(queuedEvent({ at: D, ip: `203.0.113.${i % 250}`, ua: `UA ${i}`, path: "/" }));
    await writer.flush();
    const late = { ms: -1, clock: () => performance.now() };
    const cut = await runTrafficJob(db, writer.salts, RETENTION, D + 2 * DAY, t.store, late);
    expect(cut.rolled).toEqual([]);
    expect(cut.deferred).toContain("2026-11-18");
    expect(await db.all("SELECT day FROM traffic_daily_pages")).toEqual([]);
    const next = await runTrafficJob(db, writer.salts, RETENTION, D + 2 * DAY, t.store);
    expect(next.rolled).toContain("2026-11-18");
    expect(next.deferred).toEqual([]);
    const [pages] = await db.all("SELECT SUM(pageviews) AS n FROM traffic_daily_pages");
    expect(Number(pages!.n)).toBe(SCAN_CHUNK + 10);
  });

  it("holds a bounded number of pages and sources in memory, losing no count", async () => {
    const db = trafficDbOf(t.store);
    const writer = createWriter({ db, now: () => D });
    for (let i = 0; i < 6; i++)
      writer.add(
        queuedEvent({
          at: D,
          kind: "visit",
          path: `/p${i}`,
          referrer: `r${i}.example`,
          ip: `203.0.113.${i}`,
        }),
      );
    await writer.flush();
    const counts = await eventCounts(db, "2026-11-18", { maxKeys: 2 });
    expect(counts.pages.length).toBeLessThanOrEqual(3);
    expect(counts.visits.length).toBeLessThanOrEqual(4);
    expect(counts.pages.find((p) => p.page === "(other)")?.pageviews).toBe(4);
    expect(counts.visits.reduce((a, v) => a + v.visits, 0)).toBe(6);
  });
});
