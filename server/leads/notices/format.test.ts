import { describe, expect, it } from "vitest";
import { formatWhen, whenFormat } from "./format";

// 19:00 UTC: 2 PM in New York in winter (EST), 3 PM in summer (EDT).
const WINTER = Date.UTC(2026, 2, 3, 19);
const SUMMER = Date.UTC(2026, 6, 7, 19);

describe("how a time is written", () => {
  it("writes weekday, date and time in the zone, without the zone's name", () => {
    expect(formatWhen(WINTER, "America/New_York")).toBe("Tue, Mar 3, 2026, 2:00 PM");
    expect(formatWhen(SUMMER, "America/New_York")).toBe("Tue, Jul 7, 2026, 3:00 PM");
    expect(formatWhen(WINTER, "UTC")).toBe("Tue, Mar 3, 2026, 7:00 PM");
  });

  it("adds the zone's short name on request, as the inbox writes every time", () => {
    const inbox = whenFormat("America/New_York", true);
    expect(inbox.format(WINTER)).toBe("Tue, Mar 3, 2026, 2:00 PM EST");
    expect(inbox.format(SUMMER)).toBe("Tue, Jul 7, 2026, 3:00 PM EDT");
  });
});
