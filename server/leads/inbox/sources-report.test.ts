import { describe, expect, it } from "vitest";
import { UNKNOWN, inWindow, sourceReport, sourceReports, type SourceRow } from "./sources-report";

const now = new Date("2026-11-25T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

const rows: SourceRow[] = [
  {
    receivedAt: daysAgo(1),
    state: "new",
    form: "contact",
    source: {
      landing: "/web-design-roanoke-va",
      referrer: "www.google.com",
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    },
  },
  {
    receivedAt: daysAgo(10),
    state: "held",
    form: "referral",
    source: { landing: "/web-design-roanoke-va", referrer: "www.google.com" },
  },
  { receivedAt: daysAgo(40), state: "spam", form: "contact", source: { landing: "/about" } },
  { receivedAt: daysAgo(95), state: "new", form: "contact", source: { landing: "/about" } },
  { receivedAt: daysAgo(5), state: "new", form: "website-project", source: null },
];
const landings = ["/web-design-roanoke-va", "/web-design-lewisburg-wv"];

describe("sourceReport", () => {
  it("counts per landing page, split by state and form, with every landing page listed", () => {
    const report = sourceReport(rows, landings, 30, now);
    expect(report.leads).toBe(3);
    expect(report.landing.map((c) => [c.key, c.total])).toEqual([
      ["/web-design-roanoke-va", 2],
      [UNKNOWN, 1],
      ["/web-design-lewisburg-wv", 0],
    ]);
    const roanoke = report.landing[0]!;
    expect(roanoke.byState).toEqual({ new: 1, held: 1, spam: 0, handled: 0 });
    expect(roanoke.byForm).toEqual({ contact: 1, referral: 1, "website-project": 0 });
  });

  it("counts per referring host and per campaign (utm_campaign, else utm_source)", () => {
    const report = sourceReport(rows, landings, 30, now);
    expect(report.referrer.map((c) => [c.key, c.total])).toEqual([
      ["www.google.com", 2],
      [UNKNOWN, 1],
    ]);
    expect(report.campaign.map((c) => [c.key, c.total])).toEqual([
      [UNKNOWN, 2],
      ["autumn", 1],
    ]);
  });

  it("keeps 30 and 90 days apart, and leaves out what is older or in the future", async () => {
    const all = [
      ...rows,
      { receivedAt: daysAgo(-1), state: "new", form: "contact" as const, source: null },
    ];
    const store = {
      sourceCounts: async (since: Date, until: Date) => ({
        rows: all.filter((r) => inWindow(r, +since, +until)),
        capped: false,
      }),
    };
    const [thirty, ninety] = await sourceReports(store, landings, now);
    expect(thirty!.days).toBe(30);
    expect(thirty!.leads).toBe(3);
    expect(ninety!.days).toBe(90);
    expect(ninety!.leads).toBe(4);
    expect(ninety!.landing.find((c) => c.key === "/about")?.byState.spam).toBe(1);
  });
});
