import { describe, expect, it } from "vitest";
import { fromWallClock, wallClock } from "../../../shared/zoned-date";
import { dueAt } from "./business-time";

const NY = "America/New_York";
/** An instant given as New York wall-clock time, e.g. "2026-01-16T17:59". */
const ny = (local: string) => fromWallClock(Date.parse(`${local}:00Z`), NY);
const iso = (ms: number) => new Date(ms).toISOString();
const businessDay = (local: string, holidays: string[] = []) =>
  iso(dueAt("business-day", ny(local), { timeZone: NY, holidays }));

describe("one business day (Mon-Fri 9-18, Sat 9-15, New York)", () => {
  it("within hours: the same time on the next business day", () => {
    expect(businessDay("2026-01-13T10:30")).toBe("2026-01-14T15:30:00.000Z"); // Tue -> Wed
  });

  it("Friday 17:59 runs to Saturday, ending at its 15:00 close", () => {
    expect(businessDay("2026-01-16T17:59")).toBe("2026-01-17T20:00:00.000Z");
  });

  it("Friday 18:01 starts when Saturday opens, so is due Monday 09:00", () => {
    expect(businessDay("2026-01-16T18:01")).toBe("2026-01-19T14:00:00.000Z");
  });

  it("Saturday afternoon in hours is due Monday at the same time", () => {
    expect(businessDay("2026-01-17T14:00")).toBe("2026-01-19T19:00:00.000Z");
  });

  it("Saturday after its close and Sunday start Monday 09:00, due Tuesday 09:00", () => {
    expect(businessDay("2026-01-17T16:00")).toBe("2026-01-20T14:00:00.000Z");
    expect(businessDay("2026-01-18T11:00")).toBe("2026-01-20T14:00:00.000Z");
  });

  it("02:00 on a Tuesday starts at 09:00 and is due Wednesday 09:00", () => {
    expect(businessDay("2026-01-13T02:00")).toBe("2026-01-14T14:00:00.000Z");
  });

  it("skips public holidays, and a lead on one waits for the next open day", () => {
    const holidays = ["2026-12-24", "2026-12-25"];
    expect(businessDay("2026-12-23T10:00", holidays)).toBe("2026-12-26T15:00:00.000Z");
    expect(businessDay("2026-12-25T10:00", holidays)).toBe("2026-12-28T14:00:00.000Z");
  });

  it.each([
    ["spring", 47, "2026-03-07T10:00", "2026-03-07T15:00:00.000Z", "2026-03-09T14:00:00.000Z"],
    ["autumn", 49, "2026-10-31T10:00", "2026-10-31T14:00:00.000Z", "2026-11-02T15:00:00.000Z"],
  ] as const)(
    "keeps the wall-clock time across the %s change (%i hours)",
    (_, hours, local, receivedUtc, dueUtc) => {
      const received = ny(local);
      expect(iso(received)).toBe(receivedUtc);
      const due = dueAt("business-day", received, { timeZone: NY, holidays: [] });
      expect(iso(due)).toBe(dueUtc);
      expect((due - received) / 3_600_000).toBe(hours);
    },
  );

  it("uses the hours and zone it is given", () => {
    const hours = [{ days: [1, 2, 3, 4, 5] as const, opens: 8 * 60, closes: 16 * 60, label: "" }];
    const received = Date.parse("2026-01-16T15:30:00Z"); // Friday 15:30 in London
    const due = dueAt("business-day", received, { hours, timeZone: "Europe/London", holidays: [] });
    expect(iso(due)).toBe("2026-01-19T15:30:00.000Z");
  });
});

describe("24 hours", () => {
  it("is 24 elapsed hours, across a weekend and a clock change alike", () => {
    const friday = ny("2026-01-16T15:00");
    expect(iso(dueAt("24h", friday))).toBe("2026-01-17T20:00:00.000Z");
    const saturday = ny("2026-01-17T20:00");
    expect(iso(dueAt("24h", saturday))).toBe("2026-01-19T01:00:00.000Z");
    const springEve = ny("2026-03-07T12:00");
    expect(iso(dueAt("24h", springEve))).toBe("2026-03-08T17:00:00.000Z"); // 13:00 EDT
  });
});

describe("wall clock", () => {
  it("reads a time skipped in spring as the same clock time after the change", () => {
    expect(iso(fromWallClock(Date.parse("2026-03-08T02:30:00Z"), NY))).toBe(
      "2026-03-08T07:30:00.000Z",
    );
  });

  it("reads a time repeated in autumn as the first", () => {
    expect(iso(fromWallClock(Date.parse("2026-11-01T01:30:00Z"), NY))).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(wallClock(Date.parse("2026-11-01T06:30:00Z"), NY)).toBe(
      Date.parse("2026-11-01T01:30:00Z"),
    );
  });
});
