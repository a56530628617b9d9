/** The lead-store contract, spam screening part (held leads, body hashes, used solutions,
 * autoreplies), run against both stores as store.test.ts is. */
import { describe, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/data/lead-samples";
import { describeEachStore } from "../../../tests/support/data/stores";
import type { Channel } from "./store-contract";

const lead = sampleLead;
const at = (iso: string) => new Date(iso);
const both: Channel[] = ["email", "webhook"];
const LEASE = 60_000;

describeEachStore("lead store: $kind", (t) => {
  describe("spam screening", () => {
    it("keeps a held lead with its score and reasons, lists it apart, and notifies no one", async () => {
      const held = await t.store.saveLead(
        lead({ state: "held", score: 7, reasons: ["no-challenge", "no-referer"] }),
        both,
      );
      await t.reopen();
      expect(await t.store.getLead(held.id)).toMatchObject({
        state: "held",
        score: 7,
        reasons: ["no-challenge", "no-referer"],
      });
      expect(await t.store.listLeads()).toEqual([]);
      expect((await t.store.listLeads({ state: "held" })).map((l) => l.id)).toEqual([held.id]);
      expect(await t.store.claimDue("a", Date.now(), 10, LEASE)).toEqual([]);
    });

    it("releases a held lead to new and queues its notifications, once", async () => {
      const held = await t.store.saveLead(lead({ state: "held", score: 5 }), both);
      expect(await t.store.setState(held.id, "new", both)).toBe("held");
      expect(await t.store.setState(held.id, "new", both)).toBe("new"); // nothing queued twice
      expect((await t.store.getLead(held.id))!.state).toBe("new");
      const due = await t.store.claimDue("a", Date.now(), 10, LEASE);
      expect(due.map((e) => e.channel).sort()).toEqual(["email", "webhook"]);
      expect(due.every((e) => e.leadId === held.id)).toBe(true);
      expect(await t.store.setState("no-such-id", "new", both)).toBeUndefined();
    });

    it("moves a lead to spam without queueing anything", async () => {
      const held = await t.store.saveLead(lead({ state: "held" }), both);
      expect(await t.store.setState(held.id, "spam", both)).toBe("held");
      expect((await t.store.listLeads({ spam: true })).map((l) => l.id)).toEqual([held.id]);
      expect(await t.store.claimDue("a", Date.now(), 10, LEASE)).toEqual([]);
    });

    it("counts leads by body hash within a window", async () => {
      await t.store.saveLead(lead(), [], at("2026-01-01T00:00:00Z"), { bodyHash: "abc" });
      await t.store.saveLead(lead(), [], at("2026-02-01T00:00:00Z"), { bodyHash: "abc" });
      await t.store.saveLead(lead(), [], at("2026-02-01T00:00:00Z"), { bodyHash: "other" });
      expect(await t.store.countBodyHash("abc", at("2025-12-01T00:00:00Z"))).toBe(2);
      expect(await t.store.countBodyHash("abc", at("2026-01-15T00:00:00Z"))).toBe(1);
      expect(await t.store.countBodyHash("none", at("2025-12-01T00:00:00Z"))).toBe(0);
    });

    it("takes a challenge solution once until it expires", async () => {
      const t0 = Date.parse("2026-06-01T00:00:00Z");
      expect(await t.store.useSolution("nonce-1", t0 + 1000, t0)).toBe(true);
      expect(await t.store.useSolution("nonce-1", t0 + 1000, t0 + 999)).toBe(false);
      // A solution that has expired is forgotten (verification refuses it anyway).
      expect(await t.store.useSolution("nonce-1", t0 + 5000, t0 + 1001)).toBe(true);
      await t.reopen();
      expect(await t.store.useSolution("nonce-1", t0 + 5000, t0 + 2000)).toBe(false);
    });

    it("keeps the first value of a shared setting", async () => {
      expect(await t.store.sharedSetting("challenge-secret", "first")).toBe("first");
      await t.reopen();
      expect(await t.store.sharedSetting("challenge-secret", "second")).toBe("first");
    });

    it("queues the visitor's confirmation at most once a day per address", async () => {
      const t0 = Date.parse("2026-06-01T09:00:00Z");
      const a = await t.store.saveLead(lead(), ["email"], new Date(t0), { autoreplyTo: "h1" });
      await t.store.saveLead(lead(), ["email"], new Date(t0 + 3_600_000), { autoreplyTo: "h1" });
      await t.store.saveLead(lead({ state: "held" }), [], new Date(t0 + 86_400_000), {
        autoreplyTo: "h1",
      });
      const next = await t.store.saveLead(lead(), [], new Date(t0 + 86_400_000), {
        autoreplyTo: "h1",
      });
      const due = await t.store.claimDue("a", t0 + 10 ** 9, 100, LEASE);
      const replies = due.filter((e) => e.channel === "autoreply").map((e) => e.leadId);
      expect(replies).toEqual([a.id, next.id]);
    });
  });
});
