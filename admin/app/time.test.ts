import { describe, expect, it } from "vitest";
import { eastern, easternMidnight } from "./time";

describe("the inbox's times", () => {
  it("writes a time in Eastern Time with the zone's short name, from ISO text or a number", () => {
    expect(eastern("2026-03-03T19:00:00.000Z")).toBe("Tue, Mar 3, 2026, 2:00 PM EST");
    expect(eastern(Date.UTC(2026, 6, 7, 19))).toBe("Tue, Jul 7, 2026, 3:00 PM EDT");
  });

  it("finds midnight Eastern Time at the start of a day, in winter and summer", () => {
    expect(easternMidnight("2026-01-15").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(easternMidnight("2026-07-06", 1).toISOString()).toBe("2026-07-07T04:00:00.000Z");
  });

  it("starts a day on which the clocks change at that midnight's own offset", () => {
    // 8 March 2026 begins in EST and turns EDT at 2 a.m.; 1 November begins in EDT.
    expect(easternMidnight("2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(easternMidnight("2026-03-07", 1).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(easternMidnight("2026-03-09").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(easternMidnight("2026-11-01").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(easternMidnight("2026-11-02").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });
});
