/**
 * Reminder and overdue notices on both stores, with the clock passed in: the reminder, then the
 * overdue notice, each queued and delivered once; neither for a lead answered first; held leads
 * once released; spam never. And the weekly report queued once per week.
 */
import { beforeEach, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/data/lead-samples";
import { silent } from "../../../tests/support/data/notify-helpers";
import { describeEachStore } from "../../../tests/support/data/stores";
import { createOutboxWorker } from "../outbox/worker";
import type { LeadNotice } from "./notice-notify";
import { remindAt } from "./reminders";
import { sampleReport } from "../../../tests/support/data/sample-report";
import { createReminderScheduler, createWeeklyScheduler } from "./schedulers";
import type { NoticeChannel } from "./notice-types";
import type { QueuedReport } from "./weekly-notify";

const H = 3_600_000;
// Tuesday 10:00 Eastern.
const T0 = Date.parse("2026-03-03T15:00:00Z");
const both: NoticeChannel[] = ["email", "webhook"];

describeEachStore("reminder notices: $kind", (t) => {
  let clock: number;
  let sent: { channel: string; kind: string; lead: string }[];
  let reports: { channel: string; id: number }[];
  const notice = (channel: string) => async (n: LeadNotice) =>
    void sent.push({ channel, kind: n.kind, lead: n.lead.id });
  const report = (channel: string) => async (r: QueuedReport) =>
    void reports.push({ channel, id: r.id });
  const reminders = () =>
    createReminderScheduler({ store: t.store, channels: both, now: () => clock });
  const deliver = () =>
    createOutboxWorker({
      store: t.store,
      channels: {},
      notices: {
        notices: { email: notice("email"), webhook: notice("webhook") },
        reports: { email: report("email"), webhook: report("webhook") },
      },
      intervalMs: 60_000,
      log: silent,
      now: () => clock,
    }).runOnce();
  /** A contact-dialog lead (one business day) received at T0, and its reminder time. */
  const received = async (state: "new" | "held" | "spam" = "new") => {
    const saved = await t.store.saveLead(sampleLead({ state }), [], new Date(T0));
    const lead = (await t.store.getLead(saved.id))!;
    const due = lead.dueAt === null ? null : Date.parse(lead.dueAt);
    return { lead, due, remind: due === null ? null : remindAt(T0, due) };
  };

  beforeEach(() => {
    clock = T0;
    sent = [];
    reports = [];
  });

  it("sends the reminder with a quarter left, then the overdue notice, each once", async () => {
    const { lead, due, remind } = await received();
    // One business day: Wednesday 10:00 Eastern; the quarter is left from 04:00.
    expect(lead.dueAt).toBe("2026-03-04T15:00:00.000Z");
    expect(remind).toBe(due! - 6 * H);
    const r = reminders();
    clock = remind! - 1;
    expect(await r.runOnce()).toBe(0);
    clock = remind!;
    expect(await r.runOnce()).toBe(1);
    expect(await r.runOnce()).toBe(0);
    // The lead page lists the lead's own notices only (it was saved without channels).
    expect(await t.store.notifications(lead.id)).toEqual([]);
    await deliver();
    expect(sent).toEqual([
      { channel: "email", kind: "reminder", lead: lead.id },
      { channel: "webhook", kind: "reminder", lead: lead.id },
    ]);
    clock = due! - 1;
    expect(await r.runOnce()).toBe(0);
    clock = due!;
    expect(await r.runOnce()).toBe(1);
    await t.reopen();
    // After a restart too, and days later: nothing more.
    for (const later of [due!, due! + H, due! + 50 * H]) {
      clock = later;
      expect(await reminders().runOnce()).toBe(0);
    }
    await deliver();
    expect(sent.map((s) => s.kind)).toEqual(["reminder", "reminder", "overdue", "overdue"]);
    // Each row delivered: nothing left in the outbox.
    expect((await t.store.stats()).notifications).toMatchObject({ pending: 0, delivered: 4 });
  });

  it("sends neither to a lead answered first, even moved back to New", async () => {
    const { lead, due, remind } = await received();
    await t.store.setState(lead.id, "handled", [], new Date(remind! - H), {
      by: "owner@x.example",
    });
    await t.store.setState(lead.id, "new", [], new Date(remind! - H / 2));
    for (const at of [remind!, due!, due! + 10 * H]) {
      clock = at;
      expect(await reminders().runOnce()).toBe(0);
    }
    await deliver();
    expect(sent).toEqual([]);
  });

  it("sends nothing for a lead answered after its notice was queued", async () => {
    const { lead, remind } = await received();
    clock = remind!;
    expect(await reminders().runOnce()).toBe(1);
    await t.store.setState(lead.id, "handled", [], new Date(clock + 1000), { by: "cli" });
    await deliver();
    expect(sent).toEqual([]);
    // The rows are done, not retried.
    expect((await t.store.stats()).notifications.pending).toBe(0);
  });

  it("counts a held lead once released, past due with the overdue notice alone; spam never", async () => {
    const held = await received("held");
    const spam = await received("spam");
    expect(spam.due).toBeNull();
    clock = held.due! + H;
    expect(await reminders().runOnce()).toBe(0);
    await t.store.setState(held.lead.id, "new", [], new Date(clock));
    expect(await reminders().runOnce()).toBe(1);
    await deliver();
    expect(sent).toEqual([
      { channel: "email", kind: "overdue", lead: held.lead.id },
      { channel: "webhook", kind: "overdue", lead: held.lead.id },
    ]);
  });

  it("queues nothing without a channel", async () => {
    const { due } = await received();
    clock = due! + H;
    expect(await t.store.queueNotices([], clock)).toEqual([]);
    expect(await t.store.queueNotices(["webhook"], clock)).toHaveLength(1);
  });

  it("queues the weekly report once a week, and one sent by hand beside it", async () => {
    let built = 0;
    const build = async () => {
      built++;
      return sampleReport();
    };
    // Monday 9 March 2026, 08:00 EDT.
    clock = Date.parse("2026-03-09T12:00:00Z");
    const weekly = () =>
      createWeeklyScheduler({ store: t.store, channels: both, build, now: () => clock });
    // The first run of a new install: the next Monday's is the first.
    expect(await weekly().runOnce()).toBeNull();
    expect(built).toBe(0);
    clock += 6 * 24 * H;
    expect(await weekly().runOnce()).toBeNull();
    clock = Date.parse("2026-03-16T12:00:00Z") - 1;
    expect(await weekly().runOnce()).toBeNull();
    clock += 1;
    const id = await weekly().runOnce();
    expect(id).not.toBeNull();
    for (let h = 0; h < 24; h++) {
      clock += H;
      expect(await weekly().runOnce()).toBeNull();
    }
    expect(built).toBe(1);
    expect(await t.store.lastReportWeek()).toBe("2026-03-16");
    const byHand = await t.store.queueWeeklyReport(null, sampleReport(), ["email"], clock);
    expect(byHand).not.toBeNull();
    expect(await t.store.lastReportWeek()).toBe("2026-03-16");
    await deliver();
    expect(reports).toEqual([
      { channel: "email", id },
      { channel: "webhook", id },
      { channel: "email", id: byHand },
    ]);
    expect((await t.store.weeklyReport(id!))?.leads).toEqual(sampleReport().leads);
    // Down all the next Monday: sent on Tuesday, once.
    clock = Date.parse("2026-03-24T14:00:00Z");
    expect(await weekly().runOnce()).not.toBeNull();
    expect(await weekly().runOnce()).toBeNull();
    expect(await t.store.lastReportWeek()).toBe("2026-03-23");
  });
});
