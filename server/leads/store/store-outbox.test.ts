/** The lead-store contract, outbox part (claims, retries, delivery), run against both stores as
 * store.test.ts is. */
import { describe, expect, it } from "vitest";
import { sampleLead, samples } from "../../../tests/support/data/lead-samples";
import { describeEachStore } from "../../../tests/support/data/stores";
import type { Channel } from "./store-contract";

const lead = sampleLead;
const both: Channel[] = ["email", "webhook"];
const LEASE = 60_000;

describeEachStore("lead store: $kind", (t) => {
  describe("outbox", () => {
    it("hands out due entries, then retries later and never after delivery", async () => {
      const t0 = Date.parse("2026-05-01T00:00:00Z");
      await t.store.saveLead(lead(), ["email"], new Date(t0));
      expect(await t.store.claimDue("a", t0 - 1, 10, LEASE)).toEqual([]);
      const [entry] = await t.store.claimDue("a", t0, 10, LEASE);
      expect(entry).toMatchObject({
        channel: "email",
        attempts: 0,
        nextAttemptAt: t0,
        claimedUntil: t0 + LEASE,
      });

      await t.store.markRetry(entry!.id, "connection refused", t0 + 30_000);
      expect(await t.store.claimDue("a", t0 + 29_999, 10, LEASE)).toEqual([]);
      const [again] = await t.store.claimDue("a", t0 + 30_000, 10, LEASE);
      expect(again).toMatchObject({ id: entry!.id, attempts: 1 });

      await t.store.markDelivered(entry!.id, t0 + 31_000);
      await t.store.markDelivered(entry!.id, t0 + 32_000);
      await t.store.markRetry(entry!.id, "late", t0);
      expect(await t.store.claimDue("a", t0 + 10 ** 9, 10, LEASE)).toEqual([]);
      expect((await t.store.stats()).notifications).toEqual({
        pending: 0,
        delivered: 1,
        failed: 0,
      });
      const [exported] = await collect(t.store.exportAll());
      expect(exported!.outbox[0]).toMatchObject({
        attempts: 2,
        deliveredAt: t0 + 31_000,
        lastError: null,
      });
    });

    it("gives a claimed entry to no one else until its lease runs out", async () => {
      const t0 = Date.parse("2026-05-01T00:00:00Z");
      await t.store.saveLead(lead(), both, new Date(t0));
      const mine = await t.store.claimDue("a", t0, 1, LEASE);
      expect(mine).toHaveLength(1);
      const theirs = await t.store.claimDue("b", t0 + 1, 10, LEASE);
      expect(theirs.map((e) => e.id)).not.toContain(mine[0]!.id);
      expect(theirs).toHaveLength(1);
      expect(await t.store.claimDue("b", t0 + LEASE - 1, 10, LEASE)).toEqual([]);
      // "a" died: once its lease has run out, another claims its entry.
      const taken = await t.store.claimDue("b", t0 + LEASE, 10, LEASE);
      expect(taken.map((e) => e.id)).toEqual([mine[0]!.id]);
    });

    it("hands each entry to exactly one of many concurrent claimers", async () => {
      const t0 = Date.now();
      for (let i = 0; i < 30; i++) await t.store.saveLead(lead(), both, new Date(t0));
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => t.store.claimDue(`w${i}`, t0, 5, LEASE)),
      );
      const more = await t.store.claimDue("late", t0, 100, LEASE);
      const ids = [...claims.flat(), ...more].map((e) => e.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
    });

    it("counts pending, delivered and failed, and leads per form and state", async () => {
      await t.store.saveLead(lead(), both);
      await t.store.saveLead(lead({ form: "website-project", fields: samples.websiteProject }), [
        "webhook",
      ]);
      await t.store.saveLead(lead({ state: "spam" }), both);
      const [first, second] = await t.store.claimDue("a", Date.now(), 10, LEASE);
      await t.store.markDelivered(first!.id, Date.now());
      await t.store.markFailed(second!.id, "gave up", Date.now());
      expect(await t.store.stats()).toEqual({
        byFormAndState: [
          { form: "contact", state: "new", count: 1 },
          { form: "contact", state: "spam", count: 1 },
          { form: "website-project", state: "new", count: 1 },
        ],
        notifications: { pending: 1, delivered: 1, failed: 1 },
      });
    });
  });
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
