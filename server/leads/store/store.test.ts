/**
 * The lead-store contract, run against both stores: SQLite always, PostgreSQL
 * when DATABASE_URL is set (always in CI).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { expect, it } from "vitest";
import { sampleLead, samples } from "../../../tests/support/lead-samples";
import { describeEachStore } from "../../../tests/support/stores";
import { labelSpecOf, optionLabel } from "../../../shared/forms/form-variants";
import { dbOf } from "../../db";
import { SOURCE_GROUPS } from "../inbox/sources-report";
import { migrations } from "./migrations";
import { openSqliteStore } from "./sqlite/sqlite-store";
import type { Channel, LeadStore } from "../types";

const lead = sampleLead;
const at = (iso: string) => new Date(iso);
const both: Channel[] = ["email", "webhook"];
const LEASE = 60_000;

describeEachStore("lead store: $kind", (t, kind) => {
  it("stores a lead with its metadata and reads it back after reopening", async () => {
    const saved = await t.store.saveLead(lead(), both, at("2026-03-01T12:00:00Z"));
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    await t.reopen();
    expect(await t.store.getLead(saved.id)).toEqual({
      ...lead(),
      id: saved.id,
      receivedAt: "2026-03-01T12:00:00.000Z",
      note: null,
      source: null,
      promise: "24h",
      dueAt: "2026-03-02T12:00:00.000Z",
      answeredAt: null,
      answeredBy: null,
    });
    // Byte for byte, key order included.
    expect(JSON.stringify((await t.store.getLead(saved.id))!.fields)).toBe(
      JSON.stringify(samples.contactDialog),
    );
    expect(await t.store.getLead("nope")).toBeUndefined();
  });

  it("keeps a lead's source, and gives the rows the source counts are made of", async () => {
    const source = {
      landing: "/web-design-roanoke-va",
      referrer: "news.example.org",
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    };
    const withSource = await t.store.saveLead(
      { ...lead(), source },
      both,
      at("2026-03-01T12:00:00Z"),
    );
    await t.store.saveLead({ ...lead(), state: "held" }, both, at("2026-03-02T12:00:00Z"));
    await t.store.saveLead(lead(), both, at("2026-01-01T12:00:00Z"));
    await t.reopen();
    expect((await t.store.getLead(withSource.id))?.source).toEqual(source);
    await t.store.saveLead({ ...lead(), source }, both, at("2026-03-03T12:00:00Z"));
    const window = [at("2026-02-01T00:00:00Z"), at("2026-03-31T00:00:00Z")] as const;
    const { rows, capped } = await t.store.sourceCounts(...window);
    expect(capped).toBe(false);
    // Summed in SQL: the two leads of one source are one row.
    expect(rows.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { state: "held", form: "contact", source: null, count: 1 },
      { state: "new", form: "contact", source, count: 2 },
    ]);
    // Deleting or purging a lead takes its source with it.
    await t.store.deleteLead(withSource.id);
    expect((await t.store.sourceCounts(...window)).rows.map((r) => r.count)).toEqual([1, 1]);
  });

  it("sums the source counts in SQL with a bound: made-up sources cannot make it read on", async () => {
    const many = SOURCE_GROUPS + 5;
    // Leads with as many made-up campaigns, written in one statement.
    const source = (i: string) => `'{"utm":{"utm_campaign":"made-up-' || ${i} || '"}}'`;
    await dbOf(t.store).run(
      t.store.kind === "postgres"
        ? `INSERT INTO leads (id, form, state, received_at, fields, source)
           SELECT 'bulk-' || i, 'contact', 'spam', '2026-03-05T12:00:00Z'::timestamptz, '{}', ${source("i")}
           FROM generate_series(1, ${many}) AS i`
        : `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${many})
           INSERT INTO leads (id, form, state, received_at, fields, source)
           SELECT 'bulk-' || i, 'contact', 'spam', '2026-03-05T12:00:00.000Z', '{}', ${source("i")} FROM n`,
    );
    const { rows, capped } = await t.store.sourceCounts(
      at("2026-03-01T00:00:00Z"),
      at("2026-03-31T00:00:00Z"),
    );
    expect(rows).toHaveLength(SOURCE_GROUPS);
    expect(capped).toBe(true);
  });

  it("keeps the variant a contact lead was sent from through every read, so its labels stay right", async () => {
    const fields = {
      ...samples.contactDialog,
      howDidYouHear: "referral",
      "form-variant": "dialog",
    };
    const saved = await t.store.saveLead({ ...lead(), fields }, both, at("2026-03-01T12:00:00Z"));
    const page = { ...samples.contactPage, "form-variant": "page" };
    await t.store.saveLead({ ...lead(), fields: page }, both, at("2026-03-02T12:00:00Z"));
    await t.reopen();
    const read = (await t.store.getLead(saved.id))!;
    expect(JSON.stringify(read.fields)).toBe(JSON.stringify(fields));
    expect(labelSpecOf(read).id).toBe("contact-dialog");
    expect(optionLabel(read, "howDidYouHear", "referral")).toBe("Referral");
    const listed = await t.store.listLeads();
    expect(listed.map((l) => l.fields["form-variant"]).sort()).toEqual(["dialog", "page"]);
    const inbox = await t.store.inboxPage({ state: "new", limit: 10 });
    expect(inbox.leads.map((l) => labelSpecOf(l).id).sort()).toEqual([
      "contact-dialog",
      "contact-page",
    ]);
    const exported = await collect(t.store.exportAll());
    expect(exported.map((e) => e.lead.fields["form-variant"]).sort()).toEqual(["dialog", "page"]);
  });

  it("applies each migration once, however often it is opened", async () => {
    await t.reopen();
    await t.reopen();
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
    expect(versions).toEqual(migrations.map((m) => m.version).sort((a, b) => a - b));
  });

  it("queues one notification per channel for a real lead, none for spam", async () => {
    await t.store.saveLead(lead(), both);
    await t.store.saveLead(lead({ state: "spam" }), both);
    const due = await t.store.claimDue("a", Date.now(), 10, LEASE);
    expect(due.map((e) => e.channel).sort()).toEqual(["email", "webhook"]);
  });

  it("commits a lead and its outbox rows together or not at all", async () => {
    await expect(t.store.saveLead(lead(), ["email", null as unknown as Channel])).rejects.toThrow();
    expect(await t.store.listLeads()).toEqual([]);
    expect(await t.store.claimDue("a", Date.now(), 10, LEASE)).toEqual([]);
  });

  it("lists by form, date and state, oldest first", async () => {
    const a = await t.store.saveLead(lead(), [], at("2026-01-01T00:00:00Z"));
    const b = await t.store.saveLead(
      lead({ form: "referral", fields: samples.referral }),
      [],
      at("2026-02-01T00:00:00Z"),
    );
    const c = await t.store.saveLead(lead(), [], at("2026-03-01T00:00:00Z"));
    const s = await t.store.saveLead(lead({ state: "spam" }), [], at("2026-03-02T00:00:00Z"));
    const ids = async (f?: Parameters<LeadStore["listLeads"]>[0]) =>
      (await t.store.listLeads(f)).map((l) => l.id);
    expect(await ids()).toEqual([a.id, b.id, c.id]);
    expect(await ids({ form: "contact" })).toEqual([a.id, c.id]);
    expect(await ids({ since: at("2026-02-01T00:00:00Z") })).toEqual([b.id, c.id]);
    expect(await ids({ olderThan: at("2026-02-01T00:00:00Z") })).toEqual([a.id]);
    expect(await ids({ spam: true })).toEqual([s.id]);
    expect(await ids({ limit: 1 })).toEqual([a.id]);
  });

  it("purges only leads older than the cut-off, with their notifications", async () => {
    await t.store.saveLead(lead(), both, at("2025-01-01T00:00:00Z"));
    await t.store.saveLead(lead({ state: "spam" }), both, at("2025-01-02T00:00:00Z"));
    const kept = await t.store.saveLead(lead(), both, at("2026-01-01T00:00:00Z"));
    expect(await t.store.purgeOlderThan(at("2025-06-01T00:00:00Z"))).toBe(2);
    expect((await t.store.listLeads()).map((l) => l.id)).toEqual([kept.id]);
    expect((await t.store.stats()).notifications.pending).toBe(2);
  });

  it("copies a lead with its outbox state as it is, once", async () => {
    const source = await t.store.saveLead(lead(), both, at("2026-04-01T00:00:00Z"));
    const [first] = await t.store.claimDue("a", Date.parse("2026-04-01T00:00:00Z"), 1, LEASE);
    await t.store.markDelivered(first!.id, Date.parse("2026-04-01T00:00:05Z"));
    const [exported] = await collect(t.store.exportAll());
    expect(exported!.lead).toEqual(source);
    expect(exported!.outbox).toEqual([
      expect.objectContaining({
        channel: "email",
        deliveredAt: Date.parse("2026-04-01T00:00:05Z"),
      }),
      expect.objectContaining({ channel: "webhook", deliveredAt: null, attempts: 0 }),
    ]);
    expect(await t.store.importLead(exported!.lead, exported!.outbox)).toBe(false);
    await t.store.purgeOlderThan(at("2027-01-01T00:00:00Z"));
    expect(await t.store.importLead(exported!.lead, exported!.outbox)).toBe(true);
    expect(await t.store.getLead(source.id)).toEqual(source);
    expect((await t.store.stats()).notifications).toEqual({ pending: 1, delivered: 1, failed: 0 });
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
