import { describe, expect, it } from "vitest";
import type {
  TrafficCounts,
  TrafficReport,
  VitalsRow,
} from "../../server/traffic/report/traffic-types";
import {
  CHART_PAGES,
  allDropped,
  chartOf,
  csvCell,
  rate,
  readTrafficWindow,
  trafficCsv,
  vitalsCell,
} from "./traffic.server";

const counts = (
  visits: number,
  leads: number,
  more: Partial<TrafficCounts> = {},
): TrafficCounts => ({
  visits,
  pageViews: visits * 2,
  visitors: visits,
  leads,
  held: 0,
  spam: 0,
  conversion: visits ? leads / visits : null,
  ...more,
});

function report(more: Partial<TrafficReport> = {}): TrafficReport {
  return {
    days: 3,
    from: "2026-11-25",
    to: "2026-11-27",
    complete: true,
    folded: { campaigns: { visits: 0, leads: 0 }, referrers: { visits: 0, leads: 0 } },
    pages: [
      { landingPage: "/web-design-roanoke-va", ...counts(3, 1, { held: 1 }) },
      { landingPage: "/about", ...counts(0, 0) },
    ],
    campaigns: [{ source: "newsletter", medium: "email", campaign: "=1+1", ...counts(3, 1) }],
    referrers: [{ referrer: "", ...counts(3, 1) }],
    vitals: [],
    dropped: [{ reason: "webdriver", count: 4 }],
    daily: [
      { page: "/web-design-roanoke-va", visits: [0, 1, 2] },
      { page: "/about", visits: [0, 0, 0] },
    ],
    ...more,
  };
}

describe("readTrafficWindow", () => {
  it("takes 7, 30 or 90 days, and 30 for anything else", () => {
    const at = (q: string) => readTrafficWindow(new URL(`http://inbox.invalid/admin/traffic${q}`));
    expect([
      at("?days=7"),
      at("?days=90"),
      at("?days=30"),
      at(""),
      at("?days=365"),
      at("?days=x"),
    ]).toEqual([7, 90, 30, 30, 30, 30]);
  });
});

describe("field speed cells", () => {
  const row = (
    samples: number,
    lcp: number | null,
    inp: number | null,
    cls: number | null,
  ): VitalsRow => ({
    page: "/",
    device: "phone",
    samples,
    lcpP75: lcp,
    inpP75: inp,
    clsP75: cls,
  });

  it("rates at the web.dev thresholds: good at or under the first, poor over the second", () => {
    expect([rate("lcp", 2500), rate("lcp", 2501), rate("lcp", 4000), rate("lcp", 4001)]).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([rate("inp", 200), rate("inp", 201), rate("inp", 501)]).toEqual([
      "good",
      "needs-improvement",
      "poor",
    ]);
    expect([rate("cls", 0.1), rate("cls", 0.11), rate("cls", 0.26)]).toEqual([
      "good",
      "needs-improvement",
      "poor",
    ]);
  });

  it("gives a figure with its rating in words", () => {
    const r = row(40, 2100, 350, 0.3);
    expect(vitalsCell(r, "lcp")).toEqual({ figure: "2.1 s", rating: "good", label: "Good" });
    expect(vitalsCell(r, "inp")).toEqual({
      figure: "350 ms",
      rating: "needs-improvement",
      label: "Needs improvement",
    });
    expect(vitalsCell(r, "cls")).toEqual({ figure: "0.30", rating: "poor", label: "Poor" });
  });

  it("shows only the count below 20 samples, and for a metric without a figure", () => {
    expect(vitalsCell(row(19, 1000, 100, 0), "lcp")).toEqual({ figure: null, samples: 19 });
    expect(vitalsCell(row(25, 1000, null, 0), "inp")).toEqual({ figure: null, samples: 25 });
  });
});

describe("chartOf", () => {
  it("draws the most visited pages, one point a day, on a scale of the busiest day", () => {
    const chart = chartOf(report());
    expect(chart.days).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);
    expect(chart.max).toBe(2);
    expect(chart.series.map((s) => [s.page, s.total])).toEqual([["/web-design-roanoke-va", 3]]);
    const points = chart.series[0]!.points.split(" ").map((p) => p.split(",").map(Number));
    expect(points).toHaveLength(3);
    expect(points[0]![0]).toBe(chart.plot.left);
    expect(points[2]![0]).toBe(chart.plot.right);
    expect(points[0]![1]).toBe(chart.plot.bottom);
    expect(points[2]![1]).toBe(chart.plot.top);
  });

  it(`keeps at most ${CHART_PAGES} pages, busiest first`, () => {
    const daily = Array.from({ length: 8 }, (_, i) => ({ page: `/p${i}`, visits: [i, 0, 1] }));
    const chart = chartOf(report({ daily }));
    expect(chart.series.map((s) => s.page)).toEqual(["/p7", "/p6", "/p5", "/p4", "/p3"]);
  });
});

describe("trafficCsv", () => {
  it("writes each table with a header row, CRLF lines, and every drop reason", () => {
    expect(trafficCsv(report(), "pages")).toBe(
      "landingPage,visits,pageViews,visitors,leads,held,spam,conversion\r\n" +
        "/web-design-roanoke-va,3,6,3,1,1,0,0.3333\r\n" +
        "/about,0,0,0,0,0,0,\r\n",
    );
    expect(trafficCsv(report(), "dropped")).toBe(
      "reason,count\r\nbot-agent,0\r\nwebdriver,4\r\nno-page-start,0\r\nblocked-ip,0\r\nunknown-page,0\r\n",
    );
    expect(trafficCsv(report(), "daily")).toBe(
      "page,2026-11-25,2026-11-26,2026-11-27\r\n/web-design-roanoke-va,0,1,2\r\n/about,0,0,0\r\n",
    );
  });

  it("makes a cell that a spreadsheet would run as a formula plain text", () => {
    expect(trafficCsv(report(), "campaigns").split("\r\n")[1]).toBe(
      "newsletter,email,'=1+1,3,6,3,1,0,0,0.3333",
    );
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("x;=1")).toBe('"x;=1"');
    expect(csvCell("tab\u0000")).toBe("tab");
    // Campaign tags as the beacon keeps them (server/traffic/hardening.test.ts).
    expect(csvCell('=HYPERLINK("http://x.example","a")')).toBe(
      '"\'=HYPERLINK(""http://x.example"",""a"")"',
    );
    for (const tag of ["+1", "-1+1", "@SUM(A1)", "=1+1"]) expect(csvCell(tag)).toBe(`'${tag}`);
  });

  it("lists every reason a beacon is dropped, zeros included", () => {
    expect(allDropped(report()).map((d) => [d.reason, d.count])).toEqual([
      ["bot-agent", 0],
      ["webdriver", 4],
      ["no-page-start", 0],
      ["blocked-ip", 0],
      ["unknown-page", 0],
    ]);
  });
});
