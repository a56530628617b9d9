/**
 * Several instances on one PostgreSQL database (two store objects, as two servers would open
 * it), asking at once: each reminder and overdue notice, and the weekly report, queued and
 * delivered once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/data/lead-samples";
import { silent } from "../../../tests/support/data/notify-helpers";
import {
  openTestStore,
  postgresSkipReason,
  secondHandle,
  type TestStore,
} from "../../../tests/support/data/stores";
import { createOutboxWorker } from "../outbox/worker";
import type { LeadStore } from "../store/store-contract";
import type { LeadNotice } from "./notice-notify";
import { sampleReport } from "../../../tests/support/data/sample-report";
import {
  REPORTS_SINCE_SETTING,
  createReminderScheduler,
  createWeeklyScheduler,
} from "./schedulers";
import type { NoticeChannel } from "./notice-types";
import type { QueuedReport } from "./weekly-notify";

const H = 3_600_000;
const T0 = Date.parse("2026-03-03T15:00:00Z");
const both: NoticeChannel[] = ["email", "webhook"];
const LEADS = 12;

describe.skipIf(postgresSkipReason())("PostgreSQL: notices from several instances", () => {
  let t: TestStore;
  let other: LeadStore;
  let clock: number;
  const sent: string[] = [];
  beforeEach(async () => {
    t = await openTestStore("postgres");
    other = await secondHandle(t, "postgres");
    clock = T0;
    sent.length = 0;
  });
  afterEach(async () => {
    await other.close();
    await t.cleanup();
  });

  const instances = () => [t.store, other];
  const worker = (store: LeadStore, name: string) =>
    createOutboxWorker({
      store,
      channels: {},
      owner: name,
      notices: {
        notices: Object.fromEntries(
          both.map((c) => [
            c,
            async (n: LeadNotice) => void sent.push(`${n.kind} ${c} ${n.lead.id}`),
          ]),
        ),
        reports: Object.fromEntries(
          both.map((c) => [c, async (r: QueuedReport) => void sent.push(`report ${c} ${r.id}`)]),
        ),
      },
      intervalMs: 60_000,
      log: silent,
      now: () => clock,
    });
  /** Every instance asking `rounds` times, all at once. */
  const race = <T>(rounds: number, ask: (store: LeadStore) => Promise<T>) =>
    Promise.all(Array.from({ length: rounds }, () => instances().map(ask)).flat());

  it("queues and delivers each reminder and overdue notice once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < LEADS; i++)
      ids.push((await t.store.saveLead(sampleLead(), [], new Date(T0 + i * 1000))).id);
    const due = Date.parse((await t.store.getLead(ids[0]!))!.dueAt!);
    const schedulers = (store: LeadStore) =>
      createReminderScheduler({ store, channels: both, now: () => clock });

    clock = due - 2 * H;
    const reminded = await race(3, (s) => schedulers(s).runOnce());
    expect(reminded.reduce((a, b) => a + b, 0)).toBe(LEADS);
    clock = due + LEADS * 1000;
    const overdue = await race(3, (s) => schedulers(s).runOnce());
    expect(overdue.reduce((a, b) => a + b, 0)).toBe(LEADS);

    await Promise.all([worker(t.store, "a").runOnce(), worker(other, "b").runOnce()]);
    const expected = ids.flatMap((id) =>
      ["reminder", "overdue"].flatMap((kind) => both.map((c) => `${kind} ${c} ${id}`)),
    );
    expect([...sent].sort()).toEqual(expected.sort());
  });

  it("queues and delivers the weekly report once", async () => {
    // Reports started the week before.
    await t.store.sharedSetting(REPORTS_SINCE_SETTING, "2026-03-02");
    clock = Date.parse("2026-03-09T12:00:00Z");
    const weekly = (store: LeadStore) =>
      createWeeklyScheduler({
        store,
        channels: both,
        build: async () => sampleReport(),
        now: () => clock,
      });
    const ids = (await race(4, (s) => weekly(s).runOnce())).filter((id) => id !== null);
    expect(ids).toHaveLength(1);
    await Promise.all([worker(t.store, "a").runOnce(), worker(other, "b").runOnce()]);
    expect([...sent].sort()).toEqual([`report email ${ids[0]}`, `report webhook ${ids[0]}`]);
  });
});
