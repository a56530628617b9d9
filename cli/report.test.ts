/** `leads report --week`: prints the weekly report, and with --send queues it (both stores). */
import { describe, expect, it } from "vitest";
import { UsageError, parseCommand } from "./leads-args";
import { weeklyReport } from "./report";
import { SAMPLE_NOW, seedSampleWeek } from "../tests/support/data/sample-week";
import { testEnv } from "../tests/support/data/lead-samples";
import { describeEachStore } from "../tests/support/data/stores";

describeEachStore("leads report --week: $kind", (t) => {
  it("prints with `report --week`, and --send queues it for the owner's channels", async () => {
    await seedSampleWeek(t.store);
    const env = testEnv({ ...t.env, WEBHOOK_URL: "http://127.0.0.1:9/hook", WEBHOOK_SECRET: "s" });
    const printed = await weeklyReport(t.store, env, { send: false, json: false }, SAMPLE_NOW);
    expect(printed.out).toContain("Leads: 9 (week before: 6)");
    expect((await t.store.stats()).notifications.pending).toBe(0);
    const json = await weeklyReport(t.store, env, { send: false, json: true }, SAMPLE_NOW);
    expect(JSON.parse(json.out).leads).toEqual({ thisWeek: 9, weekBefore: 6 });
    const sent = await weeklyReport(t.store, env, { send: true, json: false }, SAMPLE_NOW);
    expect(sent.err).toMatch(/^Queued weekly report \d+ for webhook/);
    expect((await t.store.stats()).notifications.pending).toBe(1);
    // By hand: the scheduled report for the week still goes.
    expect(await t.store.lastReportWeek()).toBeNull();
    const off = testEnv({
      ...t.env,
      WEEKLY_REPORT: "off",
      WEBHOOK_URL: "http://127.0.0.1:9/hook",
      WEBHOOK_SECRET: "s",
    });
    const refused = await weeklyReport(t.store, off, { send: true, json: false }, SAMPLE_NOW);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Not queued/);
  });
});

describe("leads report arguments", () => {
  it("needs --week, and reads --send and --json", () => {
    expect(parseCommand(["report", "--week"])).toMatchObject({
      command: "report",
      send: false,
      json: false,
    });
    expect(parseCommand(["report", "--week", "--send", "--json"])).toMatchObject({
      send: true,
      json: true,
    });
    expect(() => parseCommand(["report"])).toThrow(/report needs --week/);
    expect(() => parseCommand(["report", "--week", "--days", "7"])).toThrow(UsageError);
  });
});
