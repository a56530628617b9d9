import { describe, expect, it } from "vitest";
import { business } from "../../../content/business";
import { clockTime, hoursLines, supportStatus } from "./support-hours";

/** An instant given as New York wall-clock time with its UTC offset. */
const at = (isoWithOffset: string) => new Date(isoWithOffset);

describe("supportStatus", () => {
  // 2026-11-16 is a Monday; Eastern Standard Time (UTC-5).
  const cases: [string, string, boolean, string][] = [
    ["weekday 8:59", "2026-11-16T08:59:00-05:00", false, "Opens at 9:00 AM"],
    ["weekday 9:00", "2026-11-16T09:00:00-05:00", true, "Open until 6:00 PM"],
    ["weekday 17:59", "2026-11-18T17:59:00-05:00", true, "Open until 6:00 PM"],
    ["weekday 18:00", "2026-11-18T18:00:00-05:00", false, "Opens tomorrow at 9:00 AM"],
    ["Thursday night", "2026-11-19T23:30:00-05:00", false, "Opens tomorrow at 9:00 AM"],
    ["Friday 17:59", "2026-11-20T17:59:00-05:00", true, "Open until 6:00 PM"],
    ["Friday 18:00", "2026-11-20T18:00:00-05:00", false, "Opens Monday at 9:00 AM"],
    ["Friday night", "2026-11-20T23:59:00-05:00", false, "Opens Monday at 9:00 AM"],
    ["Saturday 8:59", "2026-11-21T08:59:00-05:00", false, "Opens at 9:00 AM"],
    ["Saturday 9:00", "2026-11-21T09:00:00-05:00", true, "Open until 3:00 PM"],
    ["Saturday 14:59", "2026-11-21T14:59:00-05:00", true, "Open until 3:00 PM"],
    ["Saturday 15:00", "2026-11-21T15:00:00-05:00", false, "Opens Monday at 9:00 AM"],
    ["Sunday noon", "2026-11-22T12:00:00-05:00", false, "Opens Monday at 9:00 AM"],
    ["Sunday 9:00", "2026-11-22T09:00:00-05:00", false, "Opens Monday at 9:00 AM"],
    ["Monday 0:00", "2026-11-23T00:00:00-05:00", false, "Opens at 9:00 AM"],
  ];
  it.each(cases)("%s", (_label, iso, online, message) => {
    const status = supportStatus(at(iso));
    expect(status.online).toBe(online);
    expect(status.message).toBe(message);
  });

  it("uses Eastern Time whatever the instant's UTC date", () => {
    // 2026-11-17T02:00Z is Monday 9:00 PM in New York.
    const status = supportStatus(new Date("2026-11-17T02:00:00Z"));
    expect(status.online).toBe(false);
    expect(status.message).toBe("Opens tomorrow at 9:00 AM");
    expect(status.clock).toBe("9:00 PM");
  });

  it("is closed all day on a closure the owner listed, by the local date", () => {
    const closures = [{ date: "2026-12-25", name: "Christmas Day" }];
    const at = (iso: string) =>
      supportStatus(new Date(iso), business.hours, business.timeZone, closures);
    expect(at("2026-12-25T10:00:00-05:00")).toMatchObject({
      online: false,
      message: "Closed today: Christmas Day",
    });
    // The day before and after keep their hours.
    expect(at("2026-12-24T17:30:00-05:00").online).toBe(true);
    expect(at("2026-12-26T10:00:00-05:00").online).toBe(true);
  });

  describe("daylight-saving days", () => {
    // 2026-03-08 (Sunday): clocks go from 2:00 EST to 3:00 EDT.
    it("spring forward: Sunday stays closed, Monday opens at 9:00 EDT", () => {
      expect(supportStatus(new Date("2026-03-08T06:59:00Z")).clock).toBe("1:59 AM");
      expect(supportStatus(new Date("2026-03-08T07:00:00Z")).clock).toBe("3:00 AM");
      expect(supportStatus(new Date("2026-03-08T07:00:00Z")).online).toBe(false);
      // Monday 2026-03-09 9:00 EDT is 13:00Z; 8:59 EDT is 12:59Z.
      expect(supportStatus(new Date("2026-03-09T12:59:00Z")).online).toBe(false);
      expect(supportStatus(new Date("2026-03-09T13:00:00Z")).online).toBe(true);
      expect(supportStatus(new Date("2026-03-09T13:00:00Z")).clock).toBe("9:00 AM");
    });
    // 2026-11-01 (Sunday): clocks go from 2:00 EDT back to 1:00 EST.
    it("fall back: the repeated hour is read in local time", () => {
      expect(supportStatus(new Date("2026-11-01T05:30:00Z")).clock).toBe("1:30 AM");
      expect(supportStatus(new Date("2026-11-01T06:30:00Z")).clock).toBe("1:30 AM");
      expect(supportStatus(new Date("2026-11-01T06:30:00Z")).message).toBe(
        "Opens Monday at 9:00 AM",
      );
      // Monday 2026-11-02 9:00 EST is 14:00Z.
      expect(supportStatus(new Date("2026-11-02T13:59:00Z")).online).toBe(false);
      expect(supportStatus(new Date("2026-11-02T14:00:00Z")).online).toBe(true);
    });
    // Friday evening before a DST change: still "Monday".
    it("a Saturday in summer time closes at 15:00 EDT", () => {
      expect(supportStatus(new Date("2026-07-11T18:59:00Z")).online).toBe(true);
      expect(supportStatus(new Date("2026-07-11T19:00:00Z")).online).toBe(false);
    });
  });
});

describe("formatting", () => {
  it("writes minutes after midnight as a 12-hour clock time", () => {
    expect(clockTime(0)).toBe("12:00 AM");
    expect(clockTime(9 * 60)).toBe("9:00 AM");
    expect(clockTime(12 * 60 + 5)).toBe("12:05 PM");
    expect(clockTime(18 * 60)).toBe("6:00 PM");
  });
  it("lists the business hours with Sunday closed", () => {
    expect(hoursLines()).toEqual([
      { label: "Monday – Friday", value: "9:00 AM – 6:00 PM" },
      { label: "Saturday", value: "9:00 AM – 3:00 PM" },
      { label: "Sunday", value: "Closed" },
    ]);
  });
});
