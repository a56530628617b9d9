import Database from "better-sqlite3";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { samples, tempDir } from "../test-helpers";
import { openSqliteStore } from "./sqlite-store";
import type { Channel, LeadStore, NewLead } from "./types";

let dir: ReturnType<typeof tempDir>;
let file: string;
let store: LeadStore;

beforeEach(() => {
  dir = tempDir();
  file = join(dir.path, "nested", "leads.db");
  store = openSqliteStore(file);
});
afterEach(() => {
  store.close();
  dir.remove();
});

const lead = (over: Partial<NewLead> = {}): NewLead => ({
  form: "contact",
  state: "new",
  fields: samples.contactDialog,
  page: "/contact",
  userAgent: "Test/1.0",
  ...over,
});
const at = (iso: string) => new Date(iso);
const both: Channel[] = ["email", "webhook"];

describe("openSqliteStore", () => {
  it("stores a lead with its metadata and reads it back after reopening", () => {
    const saved = store.saveLead(lead(), both, at("2026-03-01T12:00:00Z"));
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    store.close();
    store = openSqliteStore(file);
    expect(store.getLead(saved.id)).toEqual({
      ...lead(),
      id: saved.id,
      receivedAt: "2026-03-01T12:00:00.000Z",
    });
    expect(store.getLead("nope")).toBeUndefined();
  });

  it("uses WAL and applies each migration once", () => {
    store.close();
    store = openSqliteStore(file);
    const db = new Database(file, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.prepare("SELECT COUNT(*) FROM schema_migrations").pluck().get()).toBe(1);
    db.close();
  });

  it("queues one notification per channel for a real lead, none for spam", () => {
    store.saveLead(lead(), both);
    store.saveLead(lead({ state: "spam" }), both);
    const due = store.dueOutbox(Date.now(), 10);
    expect(due.map((e) => e.channel).sort()).toEqual(["email", "webhook"]);
  });

  it("commits a lead and its outbox rows together or not at all", () => {
    expect(() => store.saveLead(lead(), ["email", null as unknown as Channel])).toThrow();
    expect(store.listLeads()).toEqual([]);
    expect(store.dueOutbox(Date.now(), 10)).toEqual([]);
  });

  it("lists by form, date and state, oldest first", () => {
    const a = store.saveLead(lead(), [], at("2026-01-01T00:00:00Z"));
    const b = store.saveLead(
      lead({ form: "referral", fields: samples.referral }),
      [],
      at("2026-02-01T00:00:00Z"),
    );
    const c = store.saveLead(lead(), [], at("2026-03-01T00:00:00Z"));
    const s = store.saveLead(lead({ state: "spam" }), [], at("2026-03-02T00:00:00Z"));
    const ids = (f?: Parameters<LeadStore["listLeads"]>[0]) => store.listLeads(f).map((l) => l.id);
    expect(ids()).toEqual([a.id, b.id, c.id]);
    expect(ids({ form: "contact" })).toEqual([a.id, c.id]);
    expect(ids({ since: at("2026-02-01T00:00:00Z") })).toEqual([b.id, c.id]);
    expect(ids({ olderThan: at("2026-02-01T00:00:00Z") })).toEqual([a.id]);
    expect(ids({ spam: true })).toEqual([s.id]);
    expect(ids({ limit: 1 })).toEqual([a.id]);
  });

  it("purges only leads older than the cut-off, with their notifications", () => {
    store.saveLead(lead(), both, at("2025-01-01T00:00:00Z"));
    store.saveLead(lead({ state: "spam" }), both, at("2025-01-02T00:00:00Z"));
    const kept = store.saveLead(lead(), both, at("2026-01-01T00:00:00Z"));
    expect(store.purgeOlderThan(at("2025-06-01T00:00:00Z"))).toBe(2);
    expect(store.listLeads().map((l) => l.id)).toEqual([kept.id]);
    expect(store.stats().notifications.pending).toBe(2);
  });

  describe("outbox", () => {
    it("hands out due entries, then retries later and never after delivery", () => {
      const t0 = Date.parse("2026-05-01T00:00:00Z");
      store.saveLead(lead(), ["email"], new Date(t0));
      const [entry] = store.dueOutbox(t0, 10);
      expect(entry).toMatchObject({ channel: "email", attempts: 0, nextAttemptAt: t0 });
      expect(store.dueOutbox(t0 - 1, 10)).toEqual([]);

      store.markRetry(entry!.id, "connection refused", t0 + 30_000);
      expect(store.dueOutbox(t0 + 29_999, 10)).toEqual([]);
      expect(store.dueOutbox(t0 + 30_000, 10)[0]).toMatchObject({ id: entry!.id, attempts: 1 });

      store.markDelivered(entry!.id, t0 + 31_000);
      store.markDelivered(entry!.id, t0 + 32_000);
      store.markRetry(entry!.id, "late", t0);
      expect(store.dueOutbox(t0 + 10 ** 9, 10)).toEqual([]);
      const db = new Database(file, { readonly: true });
      expect(db.prepare("SELECT attempts, delivered_at, last_error FROM outbox").get()).toEqual({
        attempts: 2,
        delivered_at: t0 + 31_000,
        last_error: null,
      });
      db.close();
    });

    it("counts pending, delivered and failed, and leads per form and state", () => {
      store.saveLead(lead(), both);
      store.saveLead(lead({ form: "website-project", fields: samples.websiteProject }), [
        "webhook",
      ]);
      store.saveLead(lead({ state: "spam" }), both);
      const [first, second] = store.dueOutbox(Date.now(), 10);
      store.markDelivered(first!.id, Date.now());
      store.markFailed(second!.id, "gave up");
      expect(store.stats()).toEqual({
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
