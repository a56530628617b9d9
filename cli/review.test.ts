/** `leads review`, `release`, `spam` and the state totals of `stats`, on both stores. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lead } from "../server/leads/store/store-contract";
import { runCli as cli } from "../tests/support/data/cli";
import { sampleLead, samples } from "../tests/support/data/lead-samples";
import { openTestStore, storeKinds, type TestStore } from "../tests/support/data/stores";

describe.each(storeKinds())("npm run leads review ($kind)", ({ kind, skip }) => {
  let t: TestStore;
  let env: Record<string, string>;
  let held: Lead;
  let other: Lead;
  beforeAll(async () => {
    if (skip) return;
    t = await openTestStore(kind);
    // The CLI queues notifications for the channels the server would have.
    env = {
      ...t.env,
      WEBHOOK_URL: "http://127.0.0.1:9/hook",
      WEBHOOK_SECRET: "review-test-secret",
    };
    await t.store.saveLead(sampleLead(), []);
    held = await t.store.saveLead(
      sampleLead({ state: "held", score: 7, reasons: ["no-challenge", "link"] }),
      [],
    );
    other = await t.store.saveLead(
      sampleLead({
        state: "held",
        form: "referral",
        fields: samples.referral,
        score: 5,
        reasons: ["too-fast"],
      }),
      [],
    );
    await t.store.saveLead(sampleLead({ state: "spam", score: 10, reasons: ["honeypot"] }), []);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach((context) => {
    if (skip) context.skip(skip);
  });

  it("review lists the held leads with their reasons", async () => {
    const { code, stdout } = await cli(env, "review");
    expect(code).toBe(0);
    expect(stdout).toContain(held.id);
    expect(stdout).toContain(other.id);
    expect(stdout).toContain("score 7");
    expect(stdout).toMatch(/Reason: no-challenge \(sent without a solved challenge/);
    expect(stdout).toMatch(/Reason: too-fast \(sent within 3 s/);
    expect(stdout).toContain("Refers Grace Hopper");
    expect(stdout).toContain("2 held.");
  });

  it("stats counts each state", async () => {
    const { stdout } = await cli(env, "stats");
    expect(stdout).toContain("States: 1 new, 2 held, 1 spam");
  });

  it("release moves a held lead to new and queues its notification; spam moves one apart", async () => {
    const released = await cli(env, "release", held.id);
    expect(released.code).toBe(0);
    expect(released.stdout).toContain(
      `Lead ${held.id}: held -> new. Notifications queued: webhook`,
    );
    const marked = await cli(env, "spam", other.id);
    expect(marked.stdout).toContain(`Lead ${other.id}: held -> spam.`);
    expect((await cli(env, "stats")).stdout).toContain("States: 2 new, 0 held, 2 spam");
    const due = await t.store.claimDue("test", Date.now(), 10, 60_000);
    expect(due.map((e) => [e.leadId, e.channel])).toEqual([[held.id, "webhook"]]);
    expect((await cli(env, "review")).stdout).toBe("No held leads to review.\n");
    const missing = await cli(env, "release", "no-such-id");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No lead with id no-such-id");
  });
});
