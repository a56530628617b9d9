/** The weekly report's schedule with the clock passed in: Monday 08:00 business time, across both
 * daylight-saving changes, and never twice for one week. */
import { describe, expect, it } from "vitest";
import { latestReportWeek, reportWeekOf, weeklyReportDue } from "./weekly-schedule";
import { zonedInstant } from "../../../shared/zoned-date";

const NY = "America/New_York";
const at = (iso: string) => Date.parse(iso);
const utc = (ms: number) => new Date(ms).toISOString();

describe("weekly report schedule", () => {
  it("is due Monday 08:00 Eastern: 13:00 UTC in winter, 12:00 UTC in summer", () => {
    expect(utc(reportWeekOf("2026-01-12", NY).sendAt)).toBe("2026-01-12T13:00:00.000Z");
    expect(utc(reportWeekOf("2026-07-13", NY).sendAt)).toBe("2026-07-13T12:00:00.000Z");
  });

  it("covers the Monday to Sunday before, from midnight to midnight business time", () => {
    const w = reportWeekOf("2026-01-12", NY);
    expect([w.from, w.to]).toEqual(["2026-01-05", "2026-01-11"]);
    expect([utc(w.fromMs), utc(w.toMs)]).toEqual([
      "2026-01-05T05:00:00.000Z",
      "2026-01-12T05:00:00.000Z",
    ]);
    expect([w.before.from, w.before.to]).toEqual(["2025-12-29", "2026-01-04"]);
    expect(w.before.toMs).toBe(w.fromMs);
  });

  it("keeps 08:00 across the spring change (Sunday 8 March 2026)", () => {
    // The Monday after the change: 08:00 EDT.
    const w = reportWeekOf("2026-03-09", NY);
    expect(utc(w.sendAt)).toBe("2026-03-09T12:00:00.000Z");
    // Its week lost an hour: 167 hours from Monday midnight EST to Monday midnight EDT.
    expect((w.toMs - w.fromMs) / 3_600_000).toBe(167);
    expect(utc(reportWeekOf("2026-03-02", NY).sendAt)).toBe("2026-03-02T13:00:00.000Z");
  });

  it("keeps 08:00 across the autumn change (Sunday 1 November 2026)", () => {
    const w = reportWeekOf("2026-11-02", NY);
    expect(utc(w.sendAt)).toBe("2026-11-02T13:00:00.000Z");
    expect((w.toMs - w.fromMs) / 3_600_000).toBe(169);
    expect(utc(reportWeekOf("2026-10-26", NY).sendAt)).toBe("2026-10-26T12:00:00.000Z");
  });

  it("names the latest Monday whose 08:00 has come", () => {
    // Monday 07:59 EDT: still last week's report.
    expect(latestReportWeek(at("2026-03-09T11:59:00Z"), NY).week).toBe("2026-03-02");
    expect(latestReportWeek(at("2026-03-09T12:00:00Z"), NY).week).toBe("2026-03-09");
    // Sunday evening, and Saturday: this week's Monday.
    expect(latestReportWeek(at("2026-03-16T03:00:00Z"), NY).week).toBe("2026-03-09");
    expect(latestReportWeek(at("2026-03-14T15:00:00Z"), NY).week).toBe("2026-03-09");
  });

  it("is due once a week: not before 08:00, not twice, and late after an outage", () => {
    const monday = at("2026-03-09T12:00:00Z");
    expect(weeklyReportDue(monday - 60_000, NY, "2026-03-02")).toBeNull();
    expect(weeklyReportDue(monday, NY, "2026-03-02")?.week).toBe("2026-03-09");
    // Queued: not again that week, however often it is asked.
    for (let h = 0; h < 7 * 24; h++)
      expect(weeklyReportDue(monday + h * 3_600_000, NY, "2026-03-09")).toBeNull();
    // The server was down all Monday: it goes on Tuesday, once.
    expect(weeklyReportDue(at("2026-03-10T15:00:00Z"), NY, "2026-03-02")?.week).toBe("2026-03-09");
    // A store that never sent one sends the latest.
    expect(weeklyReportDue(monday + 1, NY, null)?.week).toBe("2026-03-09");
  });

  it("reads the time zone it is given", () => {
    expect(utc(reportWeekOf("2026-01-12", "Europe/Berlin").sendAt)).toBe(
      "2026-01-12T07:00:00.000Z",
    );
  });
});

describe("zonedInstant", () => {
  it("takes the first of a repeated time and moves a skipped one on by the gap", () => {
    // 01:30 happens twice on 1 November 2026: first in EDT.
    expect(utc(zonedInstant({ year: 2026, month: 11, day: 1 }, 1, 30, NY))).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    // 02:30 never happens on 8 March 2026: it moves on by the gap, to 03:30 EDT.
    expect(utc(zonedInstant({ year: 2026, month: 3, day: 8 }, 2, 30, NY))).toBe(
      "2026-03-08T07:30:00.000Z",
    );
  });
});
