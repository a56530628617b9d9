/** The weekly report read from sample data on both stores. */
import { pageTitle } from "../../../content/page-titles";
import { expect, it } from "vitest";
import { SAMPLE_NOW, seedSampleWeek } from "../../../tests/support/sample-week";
import { describeEachStore } from "../../../tests/support/stores";
import { weeklyBuilder } from "./wiring";
import { latestReportWeek } from "./weekly-schedule";

const NY = "America/New_York";

describeEachStore("weekly report figures: $kind", (t) => {
  it("compares the week with the one before and names the top pages, replies and speed", async () => {
    await seedSampleWeek(t.store);
    const week = latestReportWeek(SAMPLE_NOW.getTime(), NY);
    const r = await weeklyBuilder(t.store)(week, SAMPLE_NOW);
    expect([r.week, r.from, r.to]).toEqual(["2026-03-09", "2026-03-02", "2026-03-08"]);
    // Rolled-up days and the raw Sunday together.
    expect(r.visits).toEqual({ thisWeek: 370, weekBefore: 350 });
    // Held and spam are not leads.
    expect(r.leads).toEqual({ thisWeek: 9, weekBefore: 6 });
    expect(r.conversion.thisWeek).toBeCloseTo(9 / 370);
    // The site's own pages carry their current titles; a path that is no page does not.
    expect(r.landingPages).toEqual([
      { key: "/websites", thisWeek: 4, weekBefore: 1, title: undefined },
      { key: "/", thisWeek: 2, weekBefore: 3, title: pageTitle("/") },
      { key: "/services", thisWeek: 2, weekBefore: 2, title: pageTitle("/services") },
    ]);
    expect(pageTitle("/services")).toBeTruthy();
    expect(r.campaigns).toEqual([{ key: "spring-newsletter", thisWeek: 3, weekBefore: 0 }]);
    expect(r.reply).toMatchObject({ answered: 8, overdueNow: 1 });
    expect(r.overdue.map((o) => o.form)).toEqual(["website-project"]);
    expect(r.held.waiting).toBe(2);
    expect(r.held.oldestAt).toBe("2026-03-05T10:00:00.000Z");
    expect(r.slowestPage).toMatchObject({ page: "/websites", device: "phone", samples: 32 });
    expect(r.slowestPage!.lcpP75).toBeGreaterThan(3000);
    expect(r.capped).toBe(false);
  });
});
