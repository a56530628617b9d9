/**
 * The inbox's store methods (server/leads/inbox/inbox-types.ts), the `handled` state and
 * deletion, on both stores: SQLite always, PostgreSQL when DATABASE_URL is set.
 */
import { expect, it } from "vitest";
import { toCsv, toJson } from "../inbox/export-format";
import { inboxExport } from "../inbox/export";
import { sampleLead, samples } from "../../../tests/support/data/lead-samples";
import { describeEachStore } from "../../../tests/support/data/stores";
import { InvalidCursorError, encodeCursor, type InboxQuery } from "../inbox/inbox-types";
import type { Channel, Lead } from "./store-contract";

const lead = sampleLead;
const both: Channel[] = ["email", "webhook"];
const LEASE = 60_000;
const day = (n: number, h = 0) => new Date(Date.UTC(2026, 2, n, h));

describeEachStore("inbox store: $kind", (t) => {
  /** Every page of a query, following `next`. */
  async function allPages(query: InboxQuery): Promise<Lead[][]> {
    const pages: Lead[][] = [];
    let before: string | undefined;
    do {
      const page = await t.store.inboxPage({ ...query, before });
      pages.push(page.leads);
      before = page.next ?? undefined;
    } while (before);
    return pages;
  }

  it("pages newest first by keyset, ties in a fixed order, none twice or missed", async () => {
    const saved: Lead[] = [];
    for (let n = 1; n <= 5; n++) saved.push(await t.store.saveLead(lead(), [], day(n)));
    // Three at the very same instant: the id breaks the tie.
    for (let i = 0; i < 3; i++) saved.push(await t.store.saveLead(lead(), [], day(3, 12)));
    await t.store.saveLead(lead({ state: "held" }), [], day(9));
    const pages = await allPages({ state: "new", limit: 3 });
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
    const ids = pages.flat().map((l) => l.id);
    const expected = [...saved]
      .sort((a, b) =>
        a.receivedAt === b.receivedAt
          ? b.id.localeCompare(a.id)
          : b.receivedAt.localeCompare(a.receivedAt),
      )
      .map((l) => l.id);
    expect(ids).toEqual(expected);
    expect(await t.store.inboxPage({ state: "new", limit: 8 })).toMatchObject({ next: null });
    expect((await t.store.inboxPage({ state: "spam", limit: 8 })).leads).toEqual([]);
  });

  it("refuses a cursor that is not one of its own", async () => {
    for (const before of ["not-a-cursor", encodeCursor({ receivedAt: "x", id: "y" }), "!!"]) {
      await expect(t.store.inboxPage({ state: "new", limit: 5, before })).rejects.toThrow(
        InvalidCursorError,
      );
    }
  });

  it("searches names, e-mail, phone and message, case-insensitive, and filters form and dates", async () => {
    const zoe = await t.store.saveLead(lead(), [], day(1));
    const jose = await t.store.saveLead(lead({ fields: samples.contactPage }), [], day(2));
    const ada = await t.store.saveLead(
      lead({ form: "referral", fields: samples.referral }),
      [],
      day(3),
    );
    const ids = async (q: Partial<InboxQuery>) =>
      (await t.store.inboxPage({ state: "new", limit: 50, ...q })).leads.map((l) => l.id);
    expect(await ids({ q: "ZOË" })).toEqual([zoe.id]);
    expect(await ids({ q: "  josé ñúñez " })).toEqual([jose.id]);
    expect(await ids({ q: "ADA@EXAMPLE" })).toEqual([ada.id]);
    expect(await ids({ q: "grace hopper" })).toEqual([ada.id]);
    // Phone as typed, in another format, and as bare digits.
    expect(await ids({ q: "(304) 555-0100" })).toEqual([zoe.id]);
    expect(await ids({ q: "304.555.0199" })).toEqual([jose.id]);
    expect(await ids({ q: "3045550199" })).toEqual([jose.id]);
    expect(await ids({ q: "日本語" })).toEqual([zoe.id]);
    expect(await ids({ q: "budget ≈ $5k" })).toEqual([jose.id]);
    // Wildcards of LIKE are plain characters here.
    expect(await ids({ q: "%" })).toEqual([]);
    expect(await ids({ q: "_" })).toEqual([]);
    expect(await ids({ q: "" })).toEqual([ada.id, jose.id, zoe.id]);
    expect(await ids({ form: "referral" })).toEqual([ada.id]);
    expect(await ids({ from: day(2), to: day(3) })).toEqual([jose.id]);
    expect(await ids({ from: day(2) })).toEqual([ada.id, jose.id]);
    expect(await ids({ to: day(2) })).toEqual([zoe.id]);
  });

  it("counts every state under the same filters", async () => {
    await t.store.saveLead(lead(), [], day(1));
    await t.store.saveLead(lead({ state: "held" }), [], day(1));
    await t.store.saveLead(lead({ state: "held", fields: samples.contactPage }), [], day(2));
    await t.store.saveLead(lead({ state: "spam", fields: samples.contactPage }), [], day(2));
    expect(await t.store.inboxCounts({})).toEqual({ new: 1, held: 2, spam: 1, handled: 0 });
    expect(await t.store.inboxCounts({ q: "josé" })).toEqual({
      new: 0,
      held: 1,
      spam: 1,
      handled: 0,
    });
    expect(await t.store.inboxCounts({ from: day(2), form: "contact" })).toEqual({
      new: 0,
      held: 1,
      spam: 1,
      handled: 0,
    });
    expect(await t.store.inboxCounts({ form: "referral" })).toEqual({
      new: 0,
      held: 0,
      spam: 0,
      handled: 0,
    });
  });

  it("marks a lead handled and reopens it without notifying anyone again", async () => {
    const a = await t.store.saveLead(lead(), both, day(1));
    const queued = async () => (await t.store.claimDue("w", Date.now(), 100, LEASE)).length;
    expect(await queued()).toBe(2);
    expect(await t.store.setState(a.id, "handled", both)).toBe("new");
    expect(
      (await t.store.inboxPage({ state: "handled", limit: 5 })).leads.map((l) => l.id),
    ).toEqual([a.id]);
    await t.reopen();
    expect(await t.store.setState(a.id, "new", both)).toBe("handled");
    expect((await t.store.getLead(a.id))!.state).toBe("new");
    expect(await queued()).toBe(0);
  });

  it("notifies a held lead once, however often it is released again", async () => {
    const h = await t.store.saveLead(lead({ state: "held" }), both, day(1));
    const queued = async () => (await t.store.claimDue("w", Date.now(), 100, LEASE)).length;
    expect(await t.store.setState(h.id, "new", both)).toBe("held");
    expect(await queued()).toBe(2);
    await t.store.setState(h.id, "spam", both);
    await t.store.setState(h.id, "new", both);
    await t.store.setState(h.id, "handled", both);
    await t.store.setState(h.id, "new", both);
    expect(await queued()).toBe(0);
    // A held lead marked handled without a release was never notified: reopening notifies it.
    const other = await t.store.saveLead(lead({ state: "held" }), both, day(2));
    await t.store.setState(other.id, "handled", both);
    await t.store.setState(other.id, "new", both);
    expect(await queued()).toBe(2);
  });

  it("keeps a private note, clears it, and says when there is no such lead", async () => {
    const a = await t.store.saveLead(lead(), [], day(1));
    expect(a.note).toBeNull();
    expect(await t.store.setNote(a.id, "Called back; wants a quote.\nZoë 😀", day(2))).toBe(true);
    await t.reopen();
    expect((await t.store.getLead(a.id))!.note).toBe("Called back; wants a quote.\nZoë 😀");
    expect((await t.store.inboxPage({ state: "new", limit: 1 })).leads[0]!.note).toBe(
      "Called back; wants a quote.\nZoë 😀",
    );
    expect(await t.store.setNote(a.id, "   ", day(3))).toBe(true);
    expect((await t.store.getLead(a.id))!.note).toBeNull();
    expect(await t.store.setNote("no-such-lead", "x", day(3))).toBe(false);
  });

  it("reports each notification's state: pending, retrying with its error, delivered, failed", async () => {
    const t0 = day(1).getTime();
    const a = await t.store.saveLead(lead(), [...both, "autoreply"], day(1));
    expect((await t.store.notifications(a.id)).map((n) => n.state)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    const [email, webhook, reply] = await t.store.claimDue("w", t0, 10, LEASE);
    await t.store.markDelivered(email!.id, t0 + 1000);
    await t.store.markRetry(webhook!.id, "Webhook answered 500", t0 + 30_000);
    await t.store.markFailed(reply!.id, "mailbox unavailable", t0 + 2000);
    expect(await t.store.notifications(a.id)).toEqual([
      {
        channel: "email",
        state: "delivered",
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: t0 + 1000,
        failedAt: null,
      },
      {
        channel: "webhook",
        state: "retrying",
        attempts: 1,
        lastError: "Webhook answered 500",
        nextAttemptAt: t0 + 30_000,
        deliveredAt: null,
        failedAt: null,
      },
      {
        channel: "autoreply",
        state: "failed",
        attempts: 1,
        lastError: "mailbox unavailable",
        nextAttemptAt: null,
        deliveredAt: null,
        failedAt: t0 + 2000,
      },
    ]);
    expect(await t.store.notifications("no-such-lead")).toEqual([]);
  });

  it("deletes a lead with its outbox rows, from the store and from every export", async () => {
    const gone = await t.store.saveLead(
      lead({ fields: { ...samples.contactDialog, name: "Erase Me" } }),
      both,
      day(1),
    );
    const kept = await t.store.saveLead(lead(), both, day(2));
    await t.store.setNote(gone.id, "private", day(2));
    expect(await t.store.deleteLead(gone.id)).toBe(true);
    expect(await t.store.deleteLead(gone.id)).toBe(false);
    await t.reopen();
    expect(await t.store.getLead(gone.id)).toBeUndefined();
    expect(await t.store.notifications(gone.id)).toEqual([]);
    const due = await t.store.claimDue("w", Date.now(), 100, LEASE);
    expect(due.map((e) => e.leadId)).toEqual([kept.id, kept.id]);
    const everything: Lead[] = [];
    for await (const { lead: l } of t.store.exportAll()) everything.push(l);
    const listed = await t.store.listLeads();
    const paged = (await t.store.inboxPage({ state: "new", limit: 50 })).leads;
    for (const leads of [everything, listed, paged]) {
      expect(leads.map((l) => l.id)).toEqual([kept.id]);
      for (const text of [toCsv(leads), toJson(leads)]) {
        expect(text).not.toContain(gone.id);
        expect(text).not.toContain("Erase Me");
      }
    }
    expect(await t.store.inboxCounts({})).toEqual({ new: 1, held: 0, spam: 0, handled: 0 });
  });

  it("exports the tab's filter, every page of it, in the CLI's formats", async () => {
    const leads: Lead[] = [];
    for (let n = 1; n <= 5; n++) {
      leads.push(
        await t.store.saveLead(lead({ state: "held", score: n, reasons: ["link"] }), [], day(n)),
      );
    }
    await t.store.saveLead(lead({ fields: samples.contactPage, state: "held" }), [], day(6));
    await t.store.setNote(leads[0]!.id, "call back", day(7));
    const newestFirst = (await Promise.all(leads.map((l) => t.store.getLead(l.id))))
      .map((l) => l!)
      .reverse();
    const query = { state: "held" as const, q: "zoë" };
    const csv = await inboxExport(t.store, query, "csv", 2);
    expect(csv).toEqual({
      body: toCsv(newestFirst),
      count: 5,
      contentType: "text/csv; charset=utf-8",
    });
    const json = await inboxExport(t.store, query, "json", 2);
    expect(JSON.parse(json.body)).toEqual(newestFirst);
    expect(json.contentType).toBe("application/json; charset=utf-8");
    await t.store.deleteLead(leads[0]!.id);
    const after = await inboxExport(t.store, query, "csv");
    expect(after.count).toBe(4);
    expect(after.body).not.toContain(leads[0]!.id);
  });

  it("copies the note and the notified mark with `leads migrate`", async () => {
    const a = await t.store.saveLead(lead({ state: "held" }), both, day(1));
    await t.store.setState(a.id, "new", both);
    await t.store.setState(a.id, "handled", both);
    await t.store.setNote(a.id, "seen", day(2));
    const [exported] = await collectAll(t.store.exportAll());
    await t.store.deleteLead(a.id);
    expect(await t.store.importLead(exported!.lead, exported!.outbox)).toBe(true);
    expect(await t.store.getLead(a.id)).toMatchObject({ state: "handled", note: "seen" });
    expect(await t.store.notifications(a.id)).toHaveLength(2);
    await t.store.setState(a.id, "new", both);
    expect(await t.store.notifications(a.id)).toHaveLength(2);
  });
});

async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
