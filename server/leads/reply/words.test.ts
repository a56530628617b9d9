import { describe, expect, it } from "vitest";
import { dueInWords, minutesInWords } from "./words";

const NY = "America/New_York";
// Tuesday 13 January 2026, 10:00 in New York.
const NOW = Date.parse("2026-01-13T15:00:00Z");
const at = (iso: string) => dueInWords(iso, NOW, NY).text;

describe("due in words", () => {
  it("says minutes and hours while it is close", () => {
    expect(at("2026-01-13T15:20:00Z")).toBe("due in 20 min");
    expect(at("2026-01-13T15:00:30Z")).toBe("due in 1 min");
    expect(at("2026-01-13T18:40:00Z")).toBe("due in 3 h");
  });

  it("names the day and the 24-hour time when it is later", () => {
    expect(at("2026-01-13T22:00:00Z")).toBe("due today 17:00");
    expect(at("2026-01-14T14:00:00Z")).toBe("due tomorrow 09:00");
    expect(at("2026-01-17T20:00:00Z")).toBe("due Sat 15:00");
    expect(at("2026-01-26T14:00:00Z")).toBe("due Jan 26 09:00");
  });

  it("says how long overdue, and that it is", () => {
    expect(dueInWords("2026-01-13T14:48:00Z", NOW, NY)).toEqual({
      text: "overdue by 12 min",
      overdue: true,
    });
    expect(at("2026-01-13T13:00:00Z")).toBe("overdue by 2 h");
    expect(at("2026-01-10T13:00:00Z")).toBe("overdue by 3 days");
    expect(at("2026-01-13T15:00:00Z")).toBe("overdue by 1 min");
  });
});

describe("minutes in words", () => {
  it("reads minutes, hours and days", () => {
    expect(minutesInWords(45)).toBe("45 min");
    expect(minutesInWords(60)).toBe("1 h");
    expect(minutesInWords(200)).toBe("3 h 20 min");
    expect(minutesInWords(52 * 60)).toBe("2 days 4 h");
  });
});
