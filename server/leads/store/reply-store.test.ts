/**
 * Reply promises in the store, on both engines: the promise and due time fixed at intake, the
 * first answer kept, spam never due, the inbox's due order and Overdue filter.
 */
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { VARIANT_FIELD } from "../../../shared/forms/form-protocol";
import { sampleLead, samples } from "../../../tests/support/data/lead-samples";
import { describeEachStore } from "../../../tests/support/data/stores";
import type { InboxQuery } from "../inbox/inbox-types";
import type { Lead } from "./store-contract";

const dialog = () =>
  sampleLead({ fields: { ...samples.contactDialog, [VARIANT_FIELD]: "dialog" } });
const page = () => sampleLead({ fields: { ...samples.contactPage, [VARIANT_FIELD]: "page" } });
// Tuesday 13 January 2026, 10:30 in New York (EST).
const TUESDAY = new Date("2026-01-13T15:30:00Z");

describeEachStore("reply promises: $kind", (t, kind) => {
  it("stores each form's promise and due time at intake, none for spam", async () => {
    const saved = await Promise.all([
      t.store.saveLead(dialog(), [], TUESDAY),
      t.store.saveLead(page(), [], TUESDAY),
      t.store.saveLead(sampleLead({ form: "referral", fields: samples.referral }), [], TUESDAY),
      t.store.saveLead(
        sampleLead({ form: "website-project", fields: samples.websiteProject }),
        [],
        TUESDAY,
      ),
      t.store.saveLead({ ...dialog(), state: "held" }, [], TUESDAY),
      t.store.saveLead({ ...dialog(), state: "spam" }, [], TUESDAY),
    ]);
    await t.reopen();
    const read = await Promise.all(saved.map((l) => t.store.getLead(l.id)));
    expect(read.map((l) => [l?.promise, l?.dueAt, l?.answeredAt])).toEqual([
      ["business-day", "2026-01-14T15:30:00.000Z", null],
      ["24h", "2026-01-14T15:30:00.000Z", null],
      ["business-day", "2026-01-14T15:30:00.000Z", null],
      ["24h", "2026-01-14T15:30:00.000Z", null],
      ["business-day", "2026-01-14T15:30:00.000Z", null],
      [null, null, null],
    ]);
    expect(read.map((l) => l?.dueAt)).toEqual(saved.map((l) => l.dueAt));
  });

  it("keeps the first answer, who and when, through Reopen and a second Handled", async () => {
    const l = await t.store.saveLead(dialog(), [], TUESDAY);
    const first = new Date("2026-01-13T17:00:00Z");
    expect(await t.store.setState(l.id, "handled", [], first, { by: "owner@firm.example" })).toBe(
      "new",
    );
    await t.store.setState(l.id, "new", [], new Date("2026-01-14T09:00:00Z"));
    await t.store.setState(l.id, "handled", [], new Date("2026-01-15T09:00:00Z"), {
      by: "staff@firm.example",
    });
    await t.reopen();
    expect(await t.store.getLead(l.id)).toMatchObject({
      state: "handled",
      answeredAt: "2026-01-13T17:00:00.000Z",
      answeredBy: "owner@firm.example",
      dueAt: "2026-01-14T15:30:00.000Z",
    });
    const cli = await t.store.saveLead(page(), [], TUESDAY);
    await t.store.setState(cli.id, "handled", [], first);
    expect((await t.store.getLead(cli.id))?.answeredBy).toBe("cli");
  });

  it("drops the due time of a lead moved to spam, and gives one back on release", async () => {
    const l = await t.store.saveLead(dialog(), [], TUESDAY);
    await t.store.setState(l.id, "spam", []);
    expect(await t.store.getLead(l.id)).toMatchObject({ promise: null, dueAt: null });
    await t.store.setState(l.id, "new", []);
    expect(await t.store.getLead(l.id)).toMatchObject({
      promise: "business-day",
      dueAt: "2026-01-14T15:30:00.000Z",
    });
    const caught = await t.store.saveLead({ ...page(), state: "spam" }, [], TUESDAY);
    await t.store.setState(caught.id, "held", []);
    expect(await t.store.getLead(caught.id)).toMatchObject({
      promise: "24h",
      dueAt: "2026-01-14T15:30:00.000Z",
    });
  });

  it("orders New by due time, pages it by keyset, and filters the overdue", async () => {
    // Received in this order; due: page Mon+24h, dialog Sat 17:00 -> Mon 09:00, page Sun.
    const a = await t.store.saveLead(page(), [], new Date("2026-01-12T15:00:00Z"));
    const b = await t.store.saveLead(dialog(), [], new Date("2026-01-17T22:00:00Z"));
    const c = await t.store.saveLead(page(), [], new Date("2026-01-18T15:00:00Z"));
    const d = await t.store.saveLead(page(), [], new Date("2026-01-18T15:00:00Z"));
    const answered = await t.store.saveLead(page(), [], new Date("2026-01-11T15:00:00Z"));
    await t.store.setState(answered.id, "handled", [], new Date("2026-01-11T16:00:00Z"));
    await t.store.setState(answered.id, "new", []);
    const held = await t.store.saveLead({ ...page(), state: "held" }, [], TUESDAY);
    const pages: Lead[][] = [];
    let before: string | undefined;
    const query: InboxQuery = { state: "new", order: "due", limit: 2 };
    do {
      const p = await t.store.inboxPage({ ...query, before });
      pages.push(p.leads);
      before = p.next ?? undefined;
    } while (before);
    const [cd1, cd2] = [c.id, d.id].sort();
    expect(pages.flat().map((l) => l.id)).toEqual([answered.id, a.id, cd1, cd2, b.id]);
    const now = new Date("2026-01-19T15:30:00Z");
    const overdue = await t.store.inboxPage({
      state: "new",
      order: "due",
      overdueAt: now,
      limit: 9,
    });
    expect(overdue.leads.map((l) => l.id)).toEqual([a.id, cd1, cd2]);
    expect((await t.store.inboxCounts({ overdueAt: now })).new).toBe(3);
    // A held lead is never overdue until it is released.
    expect((await t.store.inboxCounts({ overdueAt: now })).held).toBe(0);
    expect(held.dueAt).toBe("2026-01-14T15:30:00.000Z");
  });

  it("copies a lead's reply columns as they are, and gives an older copy its form's", async () => {
    const l = await t.store.saveLead(dialog(), [], TUESDAY);
    await t.store.setState(l.id, "handled", [], new Date("2026-01-13T17:00:00Z"), { by: "a@b.c" });
    const copy = (await t.store.getLead(l.id))!;
    await t.store.deleteLead(l.id);
    expect(await t.store.importLead(copy, [])).toBe(true);
    expect(await t.store.getLead(l.id)).toEqual(copy);
    const { promise: _p, dueAt: _d, answeredAt: _a, answeredBy: _b, ...older } = copy;
    const old = { ...older, id: "old-1", state: "new" } as Lead;
    expect(await t.store.importLead(old, [])).toBe(true);
    expect(await t.store.getLead("old-1")).toMatchObject({
      promise: "business-day",
      dueAt: "2026-01-14T15:30:00.000Z",
      answeredAt: null,
    });
  });

  it("gives existing leads their promise and first answer when migrating", async () => {
    const l = await t.store.saveLead(dialog(), [], TUESDAY);
    const spam = await t.store.saveLead({ ...page(), state: "spam" }, [], TUESDAY);
    const drop = `
      DROP INDEX leads_due_open;
      ALTER TABLE leads DROP COLUMN promise;
      ALTER TABLE leads DROP COLUMN due_at;
      ALTER TABLE leads DROP COLUMN answered_at;
      ALTER TABLE leads DROP COLUMN answered_by;
      DELETE FROM schema_migrations WHERE version = 9;
      INSERT INTO audit (at, person_id, person_email, action, lead_id, detail) VALUES
        (${Date.parse("2026-01-13T18:00:00Z")}, 'p1', 'owner@firm.example', 'state', '${l.id}',
         'new → handled'),
        (${Date.parse("2026-01-13T19:00:00Z")}, 'p2', 'staff@firm.example', 'state', '${l.id}',
         'new → handled');
      UPDATE leads SET state = 'handled' WHERE id = '${l.id}';`;
    if (kind === "sqlite") {
      const db = new DatabaseSync(join(t.env.DATA_DIR!, "leads.db"));
      db.exec(drop);
      db.close();
    } else {
      const client = new pg.Client({ connectionString: t.env.DATABASE_URL });
      await client.connect();
      await client.query(drop);
      await client.end();
    }
    await t.reopen();
    expect(await t.store.getLead(l.id)).toMatchObject({
      promise: "business-day",
      dueAt: "2026-01-14T15:30:00.000Z",
      answeredAt: "2026-01-13T18:00:00.000Z",
      answeredBy: "owner@firm.example",
    });
    expect(await t.store.getLead(spam.id)).toMatchObject({ promise: null, dueAt: null });
  });
});
