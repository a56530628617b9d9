/**
 * Two server instances on one PostgreSQL database: each beacon reaches one of
 * them and is written by that one only, and both running the roll-up at once
 * leave one count. Each instance has its own pool, writer and job, as two
 * processes would.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEACON_PATH } from "../../shared/visit-beacon";
import { testEnv, tempDir } from "../../tests/support/data/lead-samples";
import { createTestDatabase, postgresSkipReason } from "../../tests/support/data/stores";
import { buildApp } from "../app";
import { leadCapture } from "../leads/leads-plugin";
import type { PostgresStore } from "../leads/store/postgres/postgres-store";
import { trafficCapture } from "./traffic-plugin";

const skip = postgresSkipReason();
const NOW = Date.parse("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

describe.skipIf(skip)("traffic with two instances on one PostgreSQL database", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const dir = tempDir();
  let clock = NOW;
  const instances: { app: FastifyInstance; traffic: ReturnType<typeof trafficCapture> }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const env = testEnv({ DATA_DIR: dir.path, DATABASE_URL: db.url });
      const capture = leadCapture(env, { channels: {} });
      await (capture.store as PostgresStore).ready;
      const traffic = trafficCapture(env, capture.store, { now: () => clock });
      const app = await buildApp({ env, plugins: [capture.register, traffic.register] });
      app.addHook("onClose", async () => capture.close());
      instances.push({ app, traffic });
    }
  });
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await db?.drop();
    dir.remove();
  });

  it("counts each visit once", async () => {
    // 12 visitors land on /contact, each tab's beacons alternating between the instances.
    for (let v = 0; v < 12; v++) {
      for (let page = 0; page < 3; page++) {
        const { app } = instances[(v + page) % 2]!;
        const res = await app.inject({
          method: "POST",
          url: BEACON_PATH,
          remoteAddress: `203.0.113.${v}`,
          headers: {
            "content-type": "text/plain",
            "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
          },
          payload: JSON.stringify({
            type: "pageview",
            path: page === 0 ? "/contact" : "/about",
            start: clock - 1000,
            webdriver: false,
            ...(page === 0 ? { visit: { landing_page: "/contact", utm_source: "news" } } : {}),
          }),
        });
        expect(res.statusCode).toBe(204);
      }
    }
    await Promise.all(instances.map(({ traffic }) => traffic.writer.flush()));
    const check = async () => {
      for (const { traffic } of instances) {
        const r = await traffic.reader.report(7, new Date(clock));
        const page = (path: string) => r.pages.find((p) => p.landingPage === path);
        expect(page("/contact")).toMatchObject({ visits: 12, pageViews: 12, visitors: 12 });
        expect(page("/about")).toMatchObject({ visits: 0, pageViews: 24, visitors: 12 });
        expect(r.campaigns.find((c) => c.source === "news")).toMatchObject({ visits: 12 });
      }
    };
    await check();
    // The next day both run the roll-up at the same moment: still once.
    clock = NOW + DAY;
    await Promise.all(instances.map(({ traffic }) => traffic.runJob()));
    await Promise.all(instances.map(({ traffic }) => traffic.runJob()));
    await check();
  });
});
