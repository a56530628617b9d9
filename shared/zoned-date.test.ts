import { describe, expect, it } from "vitest";
import { addDays, daysBetween, midnightIn, monthsBefore } from "./zoned-date";
import { usUtcOffsetMinutes, usWeekdayAndMinutes } from "./zoned-date";

describe("calendar days", () => {
  it("adds days across months and years, and counts a span both ends included", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-03-30", "2026-04-02")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
    ]);
  });

  it("goes back whole months, clamped to a shorter month's end", () => {
    expect(monthsBefore("2026-05-31", 3)).toBe("2026-02-28");
    expect(monthsBefore("2026-01-15", 13)).toBe("2024-12-15");
  });
});

describe("midnight in a zone", () => {
  const NY = "America/New_York";
  const iso = (ms: number) => new Date(ms).toISOString();
  it("starts a day at that midnight's own offset, on the days the clocks change too", () => {
    expect(iso(midnightIn("2026-01-15", NY))).toBe("2026-01-15T05:00:00.000Z");
    expect(iso(midnightIn("2026-07-06", NY, 1))).toBe("2026-07-07T04:00:00.000Z");
    expect(iso(midnightIn("2026-03-08", NY))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(midnightIn("2026-11-01", NY))).toBe("2026-11-01T04:00:00.000Z");
  });
});

const NEW_YORK = { id: "America/New_York", standardOffsetMinutes: -5 * 60 };

describe("a US zone by arithmetic", () => {
  // The page reads Eastern Time by arithmetic; Node's Intl (full ICU and the
  // IANA data) is the reference. Every hour, and the minutes either side of
  // each change of the clocks, 2007 (the rule now in force) to 2040.
  it("agrees with Intl for America/New_York, 2007-2040", () => {
    const zone = NEW_YORK;
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: zone.id,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const reference = (instant: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
      return {
        day: weekdays.indexOf(parts.weekday!),
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      };
    };
    const mismatches: string[] = [];
    const check = (t: number) => {
      const instant = new Date(t);
      const got = usWeekdayAndMinutes(instant, zone);
      const want = reference(instant);
      if (got.weekday !== want.day || got.minutes !== want.minutes) {
        mismatches.push(
          `${instant.toISOString()}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`,
        );
      }
    };
    const HOUR = 3_600_000;
    let checked = 0;
    for (let t = Date.UTC(2007, 0, 1); t < Date.UTC(2041, 0, 1); t += HOUR) {
      check(t);
      checked++;
      // Around a change of the clocks, every minute.
      if (usUtcOffsetMinutes(new Date(t), zone) !== usUtcOffsetMinutes(new Date(t + HOUR), zone)) {
        for (let m = -2; m <= 62; m++) check(t + m * 60_000);
      }
    }
    expect(checked).toBeGreaterThan(290_000);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("changes the clocks at 2:00 local time on the US dates", () => {
    const zone = NEW_YORK;
    // 2027: summer time from Sunday 14 March to Sunday 7 November.
    expect(usWeekdayAndMinutes(new Date("2027-03-14T06:59:00Z"), zone).minutes).toBe(1 * 60 + 59);
    expect(usWeekdayAndMinutes(new Date("2027-03-14T07:00:00Z"), zone).minutes).toBe(3 * 60);
    expect(usWeekdayAndMinutes(new Date("2027-11-07T05:59:00Z"), zone).minutes).toBe(1 * 60 + 59);
    expect(usWeekdayAndMinutes(new Date("2027-11-07T06:00:00Z"), zone).minutes).toBe(1 * 60);
    expect(usWeekdayAndMinutes(new Date("2027-11-07T06:00:00Z"), zone).weekday).toBe(0);
  });
});
