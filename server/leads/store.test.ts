/**
 * The lead-store contract, run against both stores: SQLite always, PostgreSQL
 * when DATABASE_URL is set (always in CI).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleLead, samples } from "../../tests/support/leads";
import { openTestStore, storeKinds, type TestStore } from "../../tests/support/stores";
import { labelSpecOf, optionLabel } from "../../shared/form-variants";
import { openSqliteStore } from "./sqlite-store";
import type { Channel, LeadStore } from "./types";

const lead = sampleLead;
const at = (iso: string) => new Date(iso);
const both: Channel[] = ["email", "webhook"];
const LEASE = 60_000;

describe.each(storeKinds())("lead store: $kind", ({ kind, skip }) => {
  let t: TestStore;
  let store: LeadStore;
  beforeEach(async (context) => {
    if (skip) return context.skip(skip);
    t = await openTestStore(kind);
    store = t.store;
  });
  afterEach(async () => {
    await t?.cleanup();
  });

  it("stores a lead with its metadata and reads it back after reopening", async () => {
    const saved = await store.saveLead(lead(), both, at("2026-03-01T12:00:00Z"));
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    store = await t.reopen();
    expect(await store.getLead(saved.id)).toEqual({
      ...lead(),
      id: saved.id,
      receivedAt: "2026-03-01T12:00:00.000Z",
      note: null,
      source: null,
    });
    // Byte for byte, key order included.
    expect(JSON.stringify((await store.getLead(saved.id))!.fields)).toBe(
      JSON.stringify(samples.contactDialog),
    );
    expect(await store.getLead("nope")).toBeUndefined();
  });

  it("keeps a lead's source, and gives the rows the source counts are made of", async () => {
    const source = {
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    };
    const withSource = await store.saveLead(
      { ...lead(), source },
      both,
      at("2026-03-01T12:00:00Z"),
    );
    await store.saveLead({ ...lead(), state: "held" }, both, at("2026-03-02T12:00:00Z"));
    await store.saveLead(lead(), both, at("2026-01-01T12:00:00Z"));
    store = await t.reopen();
    expect((await store.getLead(withSource.id))?.source).toEqual(source);
    const rows = await store.sourceRows(at("2026-02-01T00:00:00Z"));
    expect(rows.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))).toEqual([
      { receivedAt: "2026-03-01T12:00:00.000Z", state: "new", form: "contact", source },
      { receivedAt: "2026-03-02T12:00:00.000Z", state: "held", form: "contact", source: null },
    ]);
    // Deleting or purging a lead takes its source with it.
    await store.deleteLead(withSource.id);
    expect(await store.sourceRows(at("2026-02-01T00:00:00Z"))).toHaveLength(1);
  });

  it("keeps the variant a contact lead was sent from through every read, so its labels stay right", async () => {
    const fields = {
      ...samples.contactDialog,
      howDidYouHear: "referral",
      "form-variant": "dialog",
    };
    const saved = await store.saveLead({ ...lead(), fields }, both, at("2026-03-01T12:00:00Z"));
    const page = { ...samples.contactPage, "form-variant": "page" };
    await store.saveLead({ ...lead(), fields: page }, both, at("2026-03-02T12:00:00Z"));
    store = await t.reopen();
    const read = (await store.getLead(saved.id))!;
    expect(JSON.stringify(read.fields)).toBe(JSON.stringify(fields));
    expect(labelSpecOf(read).id).toBe("contact-dialog");
    expect(optionLabel(read, "howDidYouHear", "referral")).toBe("Referral");
    const listed = await store.listLeads();
    expect(listed.map((l) => l.fields["form-variant"]).sort()).toEqual(["dialog", "page"]);
    const inbox = await store.inboxPage({ state: "new", limit: 10 });
    expect(inbox.leads.map((l) => labelSpecOf(l).id).sort()).toEqual([
      "contact-dialog",
      "contact-page",
    ]);
    const exported = await collect(store.exportAll());
    expect(exported.map((e) => e.lead.fields["form-variant"]).sort()).toEqual(["dialog", "page"]);
  });

  it("applies each migration once, however often it is opened", async () => {
    store = await t.reopen();
    store = await t.reopen();
    const versions =
      kind === "sqlite"
        ? new DatabaseSync(join(t.env.DATA_DIR!, "leads.db"), { readOnly: true })
            .prepare("SELECT version FROM schema_migrations ORDER BY version")
            .all()
            .map((r) => r.version as number)
        : await (async () => {
            const c = new pg.Client({ connectionString: t.env.DATABASE_URL });
            await c.connect();
            const { rows } = await c.query<{ version: number }>(
              "SELECT version FROM schema_migrations ORDER BY version",
            );
            await c.end();
            return rows.map((r) => r.version);
          })();
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("queues one notification per channel for a real lead, none for spam", async () => {
    await store.saveLead(lead(), both);
    await store.saveLead(lead({ state: "spam" }), both);
    const due = await store.claimDue("a", Date.now(), 10, LEASE);
    expect(due.map((e) => e.channel).sort()).toEqual(["email", "webhook"]);
  });

  it("commits a lead and its outbox rows together or not at all", async () => {
    await expect(store.saveLead(lead(), ["email", null as unknown as Channel])).rejects.toThrow();
    expect(await store.listLeads()).toEqual([]);
    expect(await store.claimDue("a", Date.now(), 10, LEASE)).toEqual([]);
  });

  it("lists by form, date and state, oldest first", async () => {
    const a = await store.saveLead(lead(), [], at("2026-01-01T00:00:00Z"));
    const b = await store.saveLead(
      lead({ form: "referral", fields: samples.referral }),
      [],
      at("2026-02-01T00:00:00Z"),
    );
    const c = await store.saveLead(lead(), [], at("2026-03-01T00:00:00Z"));
    const s = await store.saveLead(lead({ state: "spam" }), [], at("2026-03-02T00:00:00Z"));
    const ids = async (f?: Parameters<LeadStore["listLeads"]>[0]) =>
      (await store.listLeads(f)).map((l) => l.id);
    expect(await ids()).toEqual([a.id, b.id, c.id]);
    expect(await ids({ form: "contact" })).toEqual([a.id, c.id]);
    expect(await ids({ since: at("2026-02-01T00:00:00Z") })).toEqual([b.id, c.id]);
    expect(await ids({ olderThan: at("2026-02-01T00:00:00Z") })).toEqual([a.id]);
    expect(await ids({ spam: true })).toEqual([s.id]);
    expect(await ids({ limit: 1 })).toEqual([a.id]);
  });

  it("purges only leads older than the cut-off, with their notifications", async () => {
    await store.saveLead(lead(), both, at("2025-01-01T00:00:00Z"));
    await store.saveLead(lead({ state: "spam" }), both, at("2025-01-02T00:00:00Z"));
    const kept = await store.saveLead(lead(), both, at("2026-01-01T00:00:00Z"));
    expect(await store.purgeOlderThan(at("2025-06-01T00:00:00Z"))).toBe(2);
    expect((await store.listLeads()).map((l) => l.id)).toEqual([kept.id]);
    expect((await store.stats()).notifications.pending).toBe(2);
  });

  it("copies a lead with its outbox state as it is, once", async () => {
    const source = await store.saveLead(lead(), both, at("2026-04-01T00:00:00Z"));
    const [first] = await store.claimDue("a", Date.parse("2026-04-01T00:00:00Z"), 1, LEASE);
    await store.markDelivered(first!.id, Date.parse("2026-04-01T00:00:05Z"));
    const [exported] = await collect(store.exportAll());
    expect(exported!.lead).toEqual(source);
    expect(exported!.outbox).toEqual([
      expect.objectContaining({
        channel: "email",
        deliveredAt: Date.parse("2026-04-01T00:00:05Z"),
      }),
      expect.objectContaining({ channel: "webhook", deliveredAt: null, attempts: 0 }),
    ]);
    expect(await store.importLead(exported!.lead, exported!.outbox)).toBe(false);
    await store.purgeOlderThan(at("2027-01-01T00:00:00Z"));
    expect(await store.importLead(exported!.lead, exported!.outbox)).toBe(true);
    expect(await store.getLead(source.id)).toEqual(source);
    expect((await store.stats()).notifications).toEqual({ pending: 1, delivered: 1, failed: 0 });
  });

  describe("outbox", () => {
    it("hands out due entries, then retries later and never after delivery", async () => {
      const t0 = Date.parse("2026-05-01T00:00:00Z");
      await store.saveLead(lead(), ["email"], new Date(t0));
      expect(await store.claimDue("a", t0 - 1, 10, LEASE)).toEqual([]);
      const [entry] = await store.claimDue("a", t0, 10, LEASE);
      expect(entry).toMatchObject({
        channel: "email",
        attempts: 0,
        nextAttemptAt: t0,
        claimedUntil: t0 + LEASE,
      });

      await store.markRetry(entry!.id, "connection refused", t0 + 30_000);
      expect(await store.claimDue("a", t0 + 29_999, 10, LEASE)).toEqual([]);
      const [again] = await store.claimDue("a", t0 + 30_000, 10, LEASE);
      expect(again).toMatchObject({ id: entry!.id, attempts: 1 });

      await store.markDelivered(entry!.id, t0 + 31_000);
      await store.markDelivered(entry!.id, t0 + 32_000);
      await store.markRetry(entry!.id, "late", t0);
      expect(await store.claimDue("a", t0 + 10 ** 9, 10, LEASE)).toEqual([]);
      expect((await store.stats()).notifications).toEqual({
        pending: 0,
        delivered: 1,
        failed: 0,
      });
      const [exported] = await collect(store.exportAll());
      expect(exported!.outbox[0]).toMatchObject({
        attempts: 2,
        deliveredAt: t0 + 31_000,
        lastError: null,
      });
    });

    it("gives a claimed entry to no one else until its lease runs out", async () => {
      const t0 = Date.parse("2026-05-01T00:00:00Z");
      await store.saveLead(lead(), both, new Date(t0));
      const mine = await store.claimDue("a", t0, 1, LEASE);
      expect(mine).toHaveLength(1);
      const theirs = await store.claimDue("b", t0 + 1, 10, LEASE);
      expect(theirs.map((e) => e.id)).not.toContain(mine[0]!.id);
      expect(theirs).toHaveLength(1);
      expect(await store.claimDue("b", t0 + LEASE - 1, 10, LEASE)).toEqual([]);
      // "a" died: once its lease has run out, another claims its entry.
      const taken = await store.claimDue("b", t0 + LEASE, 10, LEASE);
      expect(taken.map((e) => e.id)).toEqual([mine[0]!.id]);
    });

    it("hands each entry to exactly one of many concurrent claimers", async () => {
      const t0 = Date.now();
      for (let i = 0; i < 30; i++) await store.saveLead(lead(), both, new Date(t0));
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.claimDue(`w${i}`, t0, 5, LEASE)),
      );
      const more = await store.claimDue("late", t0, 100, LEASE);
      const ids = [...claims.flat(), ...more].map((e) => e.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
    });

    it("counts pending, delivered and failed, and leads per form and state", async () => {
      await store.saveLead(lead(), both);
      await store.saveLead(lead({ form: "website-project", fields: samples.websiteProject }), [
        "webhook",
      ]);
      await store.saveLead(lead({ state: "spam" }), both);
      const [first, second] = await store.claimDue("a", Date.now(), 10, LEASE);
      await store.markDelivered(first!.id, Date.now());
      await store.markFailed(second!.id, "gave up", Date.now());
      expect(await store.stats()).toEqual({
        byFormAndState: [
          { form: "contact", state: "new", count: 1 },
          { form: "contact", state: "spam", count: 1 },
          { form: "website-project", state: "new", count: 1 },
        ],
        notifications: { pending: 1, delivered: 1, failed: 1 },
      });
    });
  });

  describe("spam screening", () => {
    it("keeps a held lead with its score and reasons, lists it apart, and notifies no one", async () => {
      const held = await store.saveLead(
        lead({ state: "held", score: 7, reasons: ["no-challenge", "no-referer"] }),
        both,
      );
      store = await t.reopen();
      expect(await store.getLead(held.id)).toMatchObject({
        state: "held",
        score: 7,
        reasons: ["no-challenge", "no-referer"],
      });
      expect(await store.listLeads()).toEqual([]);
      expect((await store.listLeads({ state: "held" })).map((l) => l.id)).toEqual([held.id]);
      expect(await store.claimDue("a", Date.now(), 10, LEASE)).toEqual([]);
    });

    it("releases a held lead to new and queues its notifications, once", async () => {
      const held = await store.saveLead(lead({ state: "held", score: 5 }), both);
      expect(await store.setState(held.id, "new", both)).toBe("held");
      expect(await store.setState(held.id, "new", both)).toBe("new"); // nothing queued twice
      expect((await store.getLead(held.id))!.state).toBe("new");
      const due = await store.claimDue("a", Date.now(), 10, LEASE);
      expect(due.map((e) => e.channel).sort()).toEqual(["email", "webhook"]);
      expect(due.every((e) => e.leadId === held.id)).toBe(true);
      expect(await store.setState("no-such-id", "new", both)).toBeUndefined();
    });

    it("moves a lead to spam without queueing anything", async () => {
      const held = await store.saveLead(lead({ state: "held" }), both);
      expect(await store.setState(held.id, "spam", both)).toBe("held");
      expect((await store.listLeads({ spam: true })).map((l) => l.id)).toEqual([held.id]);
      expect(await store.claimDue("a", Date.now(), 10, LEASE)).toEqual([]);
    });

    it("counts leads by body hash within a window", async () => {
      await store.saveLead(lead(), [], at("2026-01-01T00:00:00Z"), { bodyHash: "abc" });
      await store.saveLead(lead(), [], at("2026-02-01T00:00:00Z"), { bodyHash: "abc" });
      await store.saveLead(lead(), [], at("2026-02-01T00:00:00Z"), { bodyHash: "other" });
      expect(await store.countBodyHash("abc", at("2025-12-01T00:00:00Z"))).toBe(2);
      expect(await store.countBodyHash("abc", at("2026-01-15T00:00:00Z"))).toBe(1);
      expect(await store.countBodyHash("none", at("2025-12-01T00:00:00Z"))).toBe(0);
    });

    it("takes a challenge solution once until it expires", async () => {
      const t0 = Date.parse("2026-06-01T00:00:00Z");
      expect(await store.useSolution("nonce-1", t0 + 1000, t0)).toBe(true);
      expect(await store.useSolution("nonce-1", t0 + 1000, t0 + 999)).toBe(false);
      // A solution that has expired is forgotten (verification refuses it anyway).
      expect(await store.useSolution("nonce-1", t0 + 5000, t0 + 1001)).toBe(true);
      store = await t.reopen();
      expect(await store.useSolution("nonce-1", t0 + 5000, t0 + 2000)).toBe(false);
    });

    it("keeps the first value of a shared setting", async () => {
      expect(await store.sharedSetting("challenge-secret", "first")).toBe("first");
      store = await t.reopen();
      expect(await store.sharedSetting("challenge-secret", "second")).toBe("first");
    });

    it("queues the visitor's confirmation at most once a day per address", async () => {
      const t0 = Date.parse("2026-06-01T09:00:00Z");
      const a = await store.saveLead(lead(), ["email"], new Date(t0), { autoreplyTo: "h1" });
      await store.saveLead(lead(), ["email"], new Date(t0 + 3_600_000), { autoreplyTo: "h1" });
      await store.saveLead(lead({ state: "held" }), [], new Date(t0 + 86_400_000), {
        autoreplyTo: "h1",
      });
      const next = await store.saveLead(lead(), [], new Date(t0 + 86_400_000), {
        autoreplyTo: "h1",
      });
      const due = await store.claimDue("a", t0 + 10 ** 9, 100, LEASE);
      const replies = due.filter((e) => e.channel === "autoreply").map((e) => e.leadId);
      expect(replies).toEqual([a.id, next.id]);
    });
  });

  it.runIf(kind === "sqlite")(
    "SQLite: creates its folder 0700 and its files 0600 (the owner alone reads leads)",
    async () => {
      const dir = join(t.env.DATA_DIR!, "new-folder");
      const own = openSqliteStore(join(dir, "leads.db"));
      await own.saveLead(lead(), []);
      const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
      expect(mode(dir)).toBe("700");
      for (const f of ["leads.db", "leads.db-wal", "leads.db-shm"]) {
        expect(mode(join(dir, f))).toBe("600");
      }
      await own.close();
    },
  );

  it.runIf(kind === "sqlite")("SQLite: keeps its file in WAL mode", async () => {
    const db = new DatabaseSync(join(t.env.DATA_DIR!, "leads.db"), { readOnly: true });
    expect(db.prepare("PRAGMA journal_mode").get()!.journal_mode).toBe("wal");
    db.close();
  });
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
