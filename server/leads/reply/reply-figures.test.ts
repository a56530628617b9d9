import { describe, expect, it } from "vitest";
import { NO_REPLY, sampleLead } from "../../../tests/support/data/lead-samples";
import type { Lead, LeadFilter } from "../store/store-contract";
import { MIN_LANDING_LEADS, percentile, responseFigures } from "./reply-figures";

const NOW = new Date("2026-03-31T12:00:00Z");
const HOUR = 3_600_000;
let n = 0;

/** A lead received `ago` hours before NOW, due 24 h later, answered `answered` hours after. */
function lead(ago: number, answered: number | null, over: Partial<Lead> = {}): Lead {
  const received = NOW.getTime() - ago * HOUR;
  return {
    ...sampleLead(),
    ...NO_REPLY,
    id: `lead-${++n}`,
    receivedAt: new Date(received).toISOString(),
    note: null,
    source: null,
    promise: "24h",
    dueAt: new Date(received + 24 * HOUR).toISOString(),
    answeredAt: answered === null ? null : new Date(received + answered * HOUR).toISOString(),
    answeredBy: answered === null ? null : "owner@firm.example",
    state: answered === null ? "new" : "handled",
    ...over,
  };
}

/** A store that answers listLeads from a list, as both engines filter it. */
const storeOf = (leads: Lead[]) => ({
  async listLeads(f: LeadFilter = {}) {
    return leads.filter(
      (l) => l.state === f.state && (!f.since || Date.parse(l.receivedAt) >= f.since.getTime()),
    );
  },
});

describe("reply figures", () => {
  it("takes the nearest-rank percentile", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it("counts answers in the window against their promise; open and overdue as of now", async () => {
    const landing = { landing: "/web-design-roanoke-va" };
    const leads = [
      lead(48, 1, { source: landing }),
      lead(72, 2, { source: landing }),
      lead(96, 30, { source: landing }),
      // Reopened after its answer: still answered, not open.
      lead(120, 4, { state: "new", source: landing }),
      lead(30, null, { source: landing }), // overdue by 6 h
      lead(2, null), // open, due in 22 h
      lead(24 * 40, 3), // outside 30 days
      lead(24 * 40, null), // outside 30 days, but open and overdue now
      lead(5, null, { state: "held" }), // held: neither open nor overdue
    ];
    const f = await responseFigures(storeOf(leads), { days: 30, now: NOW });
    expect(f.summary).toEqual({
      answered: 4,
      withinPromise: 3,
      withinPromiseShare: 0.75,
      medianMinutes: 120,
      p90Minutes: 1800,
      openNow: 3,
      overdueNow: 2,
    });
    expect(f.open.map((o) => [o.id, o.overdue])).toEqual([
      ["lead-8", true],
      ["lead-5", true],
      ["lead-6", false],
    ]);
    expect(f.answered.find((a) => a.id === "lead-3")).toMatchObject({
      minutes: 1800,
      withinPromise: false,
    });
    expect(f.byForm).toHaveLength(1);
    expect(f.byForm[0]).toMatchObject({ key: "contact-page", received: 6 });
    expect(f.byLanding).toEqual([
      expect.objectContaining({ key: landing.landing, received: MIN_LANDING_LEADS }),
    ]);
    expect(f.byLanding[0]!.summary).toMatchObject({ answered: 4, openNow: 1, overdueNow: 1 });
  });

  it("says nothing of times when nothing was answered", async () => {
    const f = await responseFigures(storeOf([]), { days: 7, now: NOW });
    expect(f.summary).toMatchObject({ answered: 0, withinPromiseShare: null, medianMinutes: null });
    expect(f.byForm).toEqual([]);
  });
});
