/** When a lead's reminder and overdue notices are due, with the clock passed in. */
import { describe, expect, it } from "vitest";
import { noticeDue, remindAt, stillOpen, type OpenLead } from "./reminders";

const H = 3_600_000;
const RECEIVED = Date.parse("2026-03-03T14:00:00Z");
const lead = (over: Partial<OpenLead> = {}): OpenLead => ({
  state: "new",
  receivedAt: RECEIVED,
  dueAt: RECEIVED + 24 * H,
  answeredAt: null,
  ...over,
});

describe("reminder rules", () => {
  it("reminds with a quarter of the window left, then says overdue at the due time", () => {
    expect(remindAt(RECEIVED, RECEIVED + 24 * H)).toBe(RECEIVED + 18 * H);
    expect(noticeDue(lead(), {}, RECEIVED + 18 * H - 1)).toBeNull();
    expect(noticeDue(lead(), {}, RECEIVED + 18 * H)).toBe("reminder");
    expect(noticeDue(lead(), { reminder: true }, RECEIVED + 23 * H)).toBeNull();
    expect(noticeDue(lead(), { reminder: true }, RECEIVED + 24 * H)).toBe("overdue");
    expect(noticeDue(lead(), { reminder: true, overdue: true }, RECEIVED + 99 * H)).toBeNull();
  });

  it("takes the quarter of each lead's own window (a business day over a weekend)", () => {
    // Saturday 14:00 to Monday 14:00: the quarter is left from Monday 02:00.
    const dueAt = RECEIVED + 48 * H;
    expect(noticeDue(lead({ dueAt }), {}, RECEIVED + 36 * H - 1)).toBeNull();
    expect(noticeDue(lead({ dueAt }), {}, RECEIVED + 36 * H)).toBe("reminder");
  });

  it("sends only the overdue notice for a lead first seen past its due time", () => {
    expect(noticeDue(lead(), {}, RECEIVED + 30 * H)).toBe("overdue");
  });

  it("never for an answered lead, even moved back to New", () => {
    const answered = lead({ answeredAt: RECEIVED + H });
    expect(noticeDue(answered, {}, RECEIVED + 20 * H)).toBeNull();
    expect(noticeDue(answered, {}, RECEIVED + 30 * H)).toBeNull();
    expect(
      noticeDue(lead({ state: "handled", answeredAt: RECEIVED + H }), {}, RECEIVED + 30 * H),
    ).toBeNull();
  });

  it("counts a held lead only once released, and spam never", () => {
    expect(noticeDue(lead({ state: "held" }), {}, RECEIVED + 30 * H)).toBeNull();
    expect(noticeDue(lead({ state: "spam", dueAt: null }), {}, RECEIVED + 30 * H)).toBeNull();
    // Released after its due time: overdue at once.
    expect(noticeDue(lead({ state: "new" }), {}, RECEIVED + 30 * H)).toBe("overdue");
  });

  it("checks again at delivery time", () => {
    expect(stillOpen({ state: "new", answeredAt: null })).toBe(true);
    expect(stillOpen({ state: "new", answeredAt: "2026-03-03T15:00:00.000Z" })).toBe(false);
    expect(stillOpen({ state: "handled", answeredAt: "2026-03-03T15:00:00.000Z" })).toBe(false);
    expect(stillOpen({ state: "spam", answeredAt: null })).toBe(false);
    expect(stillOpen(undefined)).toBe(false);
  });
});
