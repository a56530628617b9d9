/**
 * The held-lead digest on both stores, with the scheduler's clock injected:
 * one digest a day however many leads are held, none when nothing is.
 */
import { beforeEach, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/data/lead-samples";
import { describeEachStore } from "../../../tests/support/data/stores";
import { DIGEST_GAP_MS, createDigestScheduler } from "../outbox/digest-schedule";
import type { DigestChannel } from "../outbox/digest-types";

const HOUR = 3_600_000;
const T0 = Date.parse("2026-03-02T09:00:00Z");
const both: DigestChannel[] = ["email", "webhook"];
const LEASE = 60_000;

describeEachStore("held digest: $kind", (t) => {
  let clock: number;
  const held = (at: number) =>
    t.store.saveLead(sampleLead({ state: "held" }), ["email"], new Date(at));
  const scheduler = (channels = both) =>
    createDigestScheduler({ store: t.store, channels, intervalMs: 60_000, now: () => clock });

  beforeEach(() => {
    clock = T0;
  });

  it("makes none when nothing is held", async () => {
    await t.store.saveLead(sampleLead(), [], new Date(T0 - HOUR));
    await t.store.saveLead(sampleLead({ state: "spam" }), [], new Date(T0 - HOUR));
    const digests = scheduler();
    expect(await digests.runOnce()).toBeNull();
    clock += 5 * DIGEST_GAP_MS;
    expect(await digests.runOnce()).toBeNull();
    // Nothing queued at all (the new lead was saved without channels).
    expect(await t.store.claimDue("w", clock, 100, LEASE)).toEqual([]);
  });

  it("gives one digest a day for many held leads, not one per lead", async () => {
    const digests = scheduler();
    const first = [await held(T0 - 3 * HOUR), await held(T0 - 2 * HOUR), await held(T0 - HOUR)];
    const id = await digests.runOnce();
    expect(id).not.toBeNull();
    expect(await digests.runOnce()).toBeNull();
    // One outbox row per channel, for the digest, none for the held leads themselves.
    const due = await t.store.claimDue("w", clock, 100, LEASE);
    expect(due.map((e) => [e.channel, e.digestId, e.leadId])).toEqual([
      ["email", id, null],
      ["webhook", id, null],
    ]);
    expect((await t.store.digestLeads(id!)).map((l) => l.id)).toEqual(first.map((l) => l.id));

    // More held later the same day: they wait for tomorrow's digest.
    clock += 2 * HOUR;
    const later = await held(clock - HOUR);
    for (let hour = 0; hour < 21; hour++) {
      expect(await digests.runOnce()).toBeNull();
      clock += HOUR;
    }
    clock = T0 + DIGEST_GAP_MS;
    const next = await digests.runOnce();
    expect(next).not.toBeNull();
    expect((await t.store.digestLeads(next!)).map((l) => l.id)).toEqual([later.id]);
    // Already in a digest: never listed again, so no digest while nothing new is held.
    clock += 3 * DIGEST_GAP_MS;
    expect(await digests.runOnce()).toBeNull();
  });

  it("lists only the leads still held when it is sent, and survives a restart", async () => {
    const [a, b, c] = [await held(T0 - 3 * HOUR), await held(T0 - 2 * HOUR), await held(T0 - HOUR)];
    const id = await scheduler(["webhook"]).runOnce();
    await t.store.setState(a!.id, "new", ["email"]);
    await t.store.deleteLead(b!.id);
    await t.reopen();
    expect((await t.store.digestLeads(id!)).map((l) => l.id)).toEqual([c!.id]);
    // Still one digest row: deleting a lead in it removed none of the digest's own rows.
    const due = await t.store.claimDue("w", clock, 100, LEASE);
    expect(due.filter((e) => e.digestId === id).map((e) => e.channel)).toEqual(["webhook"]);
  });

  it("makes one digest between instances asking at once", async () => {
    await held(T0 - HOUR);
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => t.store.queueDigest(both, clock)),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it("makes none without a channel", async () => {
    await held(T0 - HOUR);
    expect(await scheduler([]).runOnce()).toBeNull();
    expect(await t.store.queueDigest([], clock)).toBeNull();
  });
});
