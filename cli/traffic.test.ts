import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli as run } from "../tests/support/data/cli";
import { sampleLead } from "../tests/support/data/lead-samples";
import { openTestStore, type TestStore } from "../tests/support/data/stores";
import { trafficDbOf } from "../server/traffic/traffic-db";
import { queuedEvent } from "../tests/support/data/traffic-events";
import { createWriter } from "../server/traffic/beacon/writer";
import { UsageError, parseCommand } from "./leads-args";

describe("leads traffic", () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore("sqlite");
    const now = Date.now();
    const writer = createWriter({ db: trafficDbOf(t.store), now: () => now });
    const utm = { utm_source: "news", utm_medium: "email", utm_campaign: "fall" };
    for (let i = 0; i < 4; i++)
      writer.add(
        queuedEvent({ at: now, ip: `203.0.113.${i}`, kind: "visit", path: "/contact", utm }),
      );
    for (let i = 0; i < 20; i++)
      writer.add(
        queuedEvent({
          at: now,
          kind: "vitals",
          path: "/contact",
          device: "phone",
          vitals: { lcp: 2000, inp: 100, cls: 0.01 },
        }),
      );
    writer.drop("bot-agent", now);
    writer.drop("unknown-page", now);
    writer.drop("unknown-page", now);
    await writer.flush();
    await t.store.saveLead(sampleLead({ source: { landing: "/contact", utm } }), [], new Date(now));
  });
  afterAll(() => t.cleanup());

  it("prints the report as JSON: pages, campaigns, vitals and bots dropped", async () => {
    const { code, stdout } = await run(t.env, "traffic", "--days", "7", "--json");
    expect(code).toBe(0);
    const r = JSON.parse(stdout);
    expect(r.days).toBe(7);
    expect(r.pages).toContainEqual(
      expect.objectContaining({ landingPage: "/contact", visits: 4, leads: 1, conversion: 0.25 }),
    );
    expect(r.pages).toContainEqual(
      expect.objectContaining({ landingPage: "/about", visits: 0, leads: 0, conversion: null }),
    );
    expect(r.campaigns).toContainEqual(
      expect.objectContaining({
        source: "news",
        medium: "email",
        campaign: "fall",
        visits: 4,
        leads: 1,
      }),
    );
    const phone = r.vitals.find((v: { device: string }) => v.device === "phone");
    expect(phone).toMatchObject({ page: "/contact", samples: 20 });
    expect(phone.lcpP75).toBeGreaterThan(1950);
    expect(phone.lcpP75).toBeLessThan(2050);
    expect(r.dropped).toContainEqual({ reason: "bot-agent", count: 1 });
    expect(r.dropped).toContainEqual({ reason: "unknown-page", count: 2 });
  });

  it("prints the same as tables", async () => {
    const { code, stdout } = await run(t.env, "traffic");
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Traffic \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(30 UTC days\): 4 visits, 1 leads\n/,
    );
    expect(stdout).toMatch(/\n\/contact +4 +4 +4 +1 +0 +0 +25\.0%/);
    expect(stdout).toMatch(/\nnews +email +fall +4 /);
    expect(stdout).toMatch(/\n\/contact +phone +20 +\d+ ms +\d+ ms +0\.01/);
    expect(stdout).toMatch(/\nbot-agent +1\n/);
    expect(stdout).toMatch(/\nunknown-page +2\n/);
  });

  it("takes --days from 1 to 800 and --json only", () => {
    expect(parseCommand(["traffic"])).toMatchObject({ command: "traffic", days: 30, json: false });
    expect(parseCommand(["traffic", "--days", "90", "--json"])).toMatchObject({
      days: 90,
      json: true,
    });
    for (const bad of ["0", "801", "7.5", "week"])
      expect(() => parseCommand(["traffic", "--days", bad])).toThrow(UsageError);
    expect(() => parseCommand(["traffic", "--spam"])).toThrow(UsageError);
  });
});
