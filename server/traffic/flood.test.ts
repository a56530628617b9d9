/**
 * 100,000 beacons, each with a campaign and a referrer no other has, from many clients: the store
 * grows by bounded rows, and the Traffic page answers 200 within 1 s without holding the event
 * loop over 100 ms, while `GET /healthz` and a form `POST /` are answered beside it. A fifth go
 * through HTTP at the real per-client limit; the rest are queued in bulk (decision 0040).
 */
import "../../tests/support/browser/production-react";
import { expect, it } from "vitest";
import { hasAdminBuild } from "../../tests/support/servers/inbox-http";
import { describeEachStore } from "../../tests/support/data/stores";
import {
  pageDuringRequests,
  postBeacons,
  queueBeacons,
  startFloodServer,
  storeFigures,
} from "../../tests/support/servers/flood-run";
import { DAY_MS } from "../../shared/zoned-date";
import { CLIENT_DAY_VALUES, DAY_VALUES, ROLLUP_DAY_ROWS } from "./rollup/source-caps";
import { REPORT_ROWS } from "./report/report-rollups";

const HTTP = 20_000;
const BULK = 80_000;
/** 120 beacons a minute each (the default limit): 20,000 need at least 167 clients. */
const CLIENTS = 400;

const log = (label: string, figures: unknown) =>
  console.log(`flood ${label}: ${JSON.stringify(figures)}`);

describeEachStore("a flood of made-up campaigns and referrers ($kind)", (t) => {
  // Timings on a shared, busy machine can miss once; a real regression misses twice.
  const options = { timeout: 600_000, retry: 1 };
  it("keeps the store bounded and the Traffic page quick", options, async (ctx) => {
    if (!hasAdminBuild()) return ctx.skip("no inbox build (npm run build)");
    const s = await startFloodServer(t.store, { TRAFFIC_RATE_LIMIT_MAX: "120" });
    try {
      const before = await storeFigures(t.store);
      const statuses = await postBeacons(s, { first: 0, count: HTTP, clients: CLIENTS });
      expect(statuses).toEqual({ 204: HTTP });
      await queueBeacons(s, { first: HTTP, count: BULK, clients: 5000 });
      const after = await storeFigures(t.store);
      log("store", { before, after });

      // One row a visit, and few distinct values among them.
      expect(after.rows.traffic_events - before.rows.traffic_events).toBe(HTTP + BULK);
      expect(after.campaigns).toBeLessThanOrEqual(DAY_VALUES + 2);
      expect(after.referrers).toBeLessThanOrEqual(DAY_VALUES + 2);
      // Each HTTP client's own new values stop at CLIENT_DAY_VALUES.
      expect(after.campaigns).toBeLessThanOrEqual(
        Math.min(DAY_VALUES, CLIENTS * CLIENT_DAY_VALUES) + 2,
      );

      const page = await pageDuringRequests(s);
      log("page (raw events of today)", { ...page, body: undefined });
      expect(page.status).toBe(200);
      expect(page.ms).toBeLessThan(1000);
      expect(page.maxStallMs).toBeLessThan(100);
      expect(page.health.count).toBeGreaterThan(0);
      expect(page.posts.count).toBeGreaterThan(0);
      expect(page.posts.statuses.every((code) => code < 300)).toBe(true);
      expect(page.body).toContain("(other)");
      expect(page.bytes).toBeLessThan(400_000);

      // The next day the job rolls the flood up into a bounded number of rows.
      s.clock.t += DAY_MS;
      await s.traffic.runJob();
      await s.signIn();
      const rolled = await storeFigures(t.store);
      log("store after the roll-up", rolled);
      expect(rolled.rows.traffic_daily_visits).toBeLessThanOrEqual(ROLLUP_DAY_ROWS + 10);
      const next = await pageDuringRequests(s);
      log("page (roll-ups)", { ...next, body: undefined });
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(1000);
      expect(next.maxStallMs).toBeLessThan(100);
      expect(next.body).toContain("(other)");
      const report = await s.traffic.reader.report(30, new Date(s.clock.t));
      expect(report.campaigns.length).toBeLessThanOrEqual(REPORT_ROWS + 1);
      expect(report.campaigns.at(-1)?.campaign).toBe("(other)");
      expect(report.folded.campaigns.visits).toBeGreaterThan(HTTP + BULK - 2 * DAY_VALUES);
      expect(report.pages.reduce((n, p) => n + p.visits, 0)).toBe(HTTP + BULK);
    } finally {
      await s.close();
    }
  });
});
