import { describe, expect, it } from "vitest";
import { importedLead } from "./new-lead";
import type { Lead } from "./store-contract";

const lead = (over: Partial<Lead>): Lead =>
  ({
    id: "a",
    form: "contact",
    state: "new",
    receivedAt: "2026-11-02T15:00:00.000Z",
    fields: {},
    page: null,
    userAgent: null,
    score: 0,
    reasons: [],
    note: null,
    source: null,
    promise: null,
    dueAt: null,
    answeredAt: null,
    answeredBy: null,
    ...over,
  }) as Lead;

describe("a lead copied in (leads migrate)", () => {
  it("counts as notified unless it is held or spam without an outbox row", () => {
    expect(importedLead(lead({ state: "new" }), 0).notified).toBe(true);
    expect(importedLead(lead({ state: "handled" }), 0).notified).toBe(true);
    expect(importedLead(lead({ state: "held" }), 0).notified).toBe(false);
    expect(importedLead(lead({ state: "spam" }), 0).notified).toBe(false);
    expect(importedLead(lead({ state: "held" }), 1).notified).toBe(true);
  });

  it("keeps its reply columns, or takes its form's promise when it has none", () => {
    const kept = lead({ dueAt: "2026-11-03T15:00:00.000Z", promise: null });
    expect(importedLead(kept, 0).lead).toBe(kept);
    const old = lead({ dueAt: undefined, answeredAt: undefined, answeredBy: undefined });
    const copied = importedLead(old, 0).lead;
    expect(copied.dueAt).not.toBeUndefined();
    expect(copied.answeredAt).toBeNull();
    expect(copied.answeredBy).toBeNull();
  });
});
