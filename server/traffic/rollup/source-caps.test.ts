import { describe, expect, it } from "vitest";
import { UTM_KEYS, type UtmKey } from "../../../shared/lead-source";
import type { VisitDay } from "./aggregate";
import type { VisitSource } from "../beacon/read-beacon";
import { OTHER, ROLLUP_MIN_VISITORS, clientValueCap, dayValueCap } from "./source-caps";
import { foldDay } from "./fold-day";
import { campaignKey } from "../report/report-leads";

const source = (campaign: string, referrer = ""): VisitSource => ({
  landing: "/",
  referrer,
  utm: {
    ...(Object.fromEntries(UTM_KEYS.map((k) => [k, ""])) as Record<UtmKey, string>),
    utm_campaign: campaign,
  },
});

describe("clientValueCap", () => {
  it("folds a client's campaigns and referrers past its limit for the day, not another's", () => {
    const cap = clientValueCap(3);
    const day = "2026-11-20";
    expect(cap("a", day, source("c1", "r1.example"))).toEqual(source("c1", "r1.example"));
    expect(cap("a", day, source("c2"))).toEqual(source("c2"));
    // Seen values stay named; a fourth new one is folded, campaign and referrer apart.
    expect(cap("a", day, source("c1", "r1.example"))).toEqual(source("c1", "r1.example"));
    const folded = cap("a", day, source("c3", "r1.example"));
    expect(folded.utm.utm_campaign).toBe(OTHER);
    expect(folded.referrer).toBe("r1.example");
    expect(cap("b", day, source("c3"))).toEqual(source("c3"));
    // A new day starts again; no tags count for nothing.
    expect(cap("a", "2026-11-21", source("c9"))).toEqual(source("c9"));
    expect(cap("a", "2026-11-21", source(""))).toEqual(source(""));
  });
});

describe("dayValueCap", () => {
  it("stores at most the limit of distinct campaigns and referrers a day; later ones fold", () => {
    const cap = dayValueCap(2);
    const day = "2026-11-20";
    expect(cap(day, source("c1", "r1.example")).utm.utm_campaign).toBe("c1");
    expect(cap(day, source("c2", "r2.example")).referrer).toBe("r2.example");
    const third = cap(day, source("c3", "r3.example"));
    expect([third.utm.utm_campaign, third.utm.utm_source, third.referrer]).toEqual([
      OTHER,
      OTHER,
      OTHER,
    ]);
    expect(cap(day, source("c1", "r1.example"))).toEqual(source("c1", "r1.example"));
    expect(cap("2026-11-21", source("c3")).utm.utm_campaign).toBe("c3");
  });
});

const visit = (campaign: string, referrer: string, visitors: number): VisitDay => ({
  day: "2026-11-20",
  landing: "/",
  referrer,
  source: "",
  medium: "",
  campaign,
  visits: visitors,
  visitors,
});
const none = { campaigns: new Set<string>(), referrers: new Set<string>() };

describe("foldDay", () => {
  it("keeps every name on a day within the bound", () => {
    const day = [visit("a", "", 1), visit("b", "x.example", 1)];
    expect(foldDay(day, none, 5)).toEqual(day);
  });

  it("past the bound: rare values fold unless they had a lead, then the rows past it", () => {
    const day = [
      visit("big", "", 9),
      visit("lead", "", 1),
      ...Array.from({ length: 10 }, (_, i) => visit(`rare${i}`, `r${i}.example`, 1)),
      visit("mid", "m.example", ROLLUP_MIN_VISITORS),
    ];
    const leads = {
      campaigns: new Set([campaignKey("", "", "lead")]),
      referrers: new Set<string>(),
    };
    const out = foldDay(day, leads, 3);
    expect(out.map((v) => [v.campaign, v.referrer, v.visits]).sort()).toEqual([
      [OTHER, OTHER, 11],
      ["big", "", 9],
      ["mid", "m.example", 2],
    ]);
    expect(out.reduce((n, v) => n + v.visits, 0)).toBe(22);
    // With room, the campaign with a lead keeps its name.
    expect(foldDay(day, leads, 4).map((v) => v.campaign)).toContain("lead");
  });
});
