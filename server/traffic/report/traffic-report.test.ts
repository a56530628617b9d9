import { expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/data/lead-samples";
import { describeEachStore } from "../../../tests/support/data/stores";
import type { LeadState } from "../../leads/store/store-contract";
import { trafficDbOf } from "../traffic-db";
import { currentSitePaths, buildReport } from "./traffic-report";
import { runTrafficJob } from "../rollup/rollup";
import { queuedEvent } from "../../../tests/support/data/traffic-events";
import { REPORT_ROWS } from "./report-rollups";
import { VITALS_MIN_SAMPLES } from "./traffic-types";
import { createWriter } from "../beacon/writer";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-20T15:00:00Z");
const FALL = { utm_source: "news", utm_medium: "email", utm_campaign: "fall" };

describeEachStore("the traffic report on $kind", (t) => {
  async function setUp() {
    const db = trafficDbOf(t.store);
    const writer = createWriter({ db, now: () => NOW });
    // Yesterday (rolled up): 3 visits to /contact from the fall newsletter.
    for (let i = 0; i < 3; i++)
      writer.add(
        queuedEvent({
          at: NOW - DAY,
          ip: `203.0.113.${i}`,
          kind: "visit",
          path: "/contact",
          utm: FALL,
        }),
      );
    // Today (raw): one more, and one from a search engine to the home page.
    writer.add(
      queuedEvent({ at: NOW, ip: "203.0.113.9", kind: "visit", path: "/contact", utm: FALL }),
    );
    writer.add(queuedEvent({ at: NOW, kind: "visit", path: "/", referrer: "search.example" }));
    writer.drop("bot-agent", NOW);
    writer.drop("bot-agent", NOW - DAY);
    writer.drop("webdriver", NOW - 20 * DAY);
    await writer.flush();
    await runTrafficJob(db, writer.salts, { eventsDays: 90, rollupMonths: 25 }, NOW);
    const lead = async (
      state: LeadState,
      at: number,
      source = { landing: "/contact", utm: FALL },
    ) => t.store.saveLead(sampleLead({ state, source }), [], new Date(at));
    await lead("new", NOW - DAY);
    await lead("handled", NOW);
    await lead("held", NOW);
    await lead("spam", NOW);
    await lead("new", NOW - 10 * DAY); // outside the 7-day window
    return db;
  }

  it("lists every page (zeros included) with visits, leads, conversion, held and spam apart", async () => {
    const db = await setUp();
    const r = await buildReport({ db, leads: t.store }, 7, new Date(NOW));
    expect(r).toMatchObject({ days: 7, from: "2026-11-14", to: "2026-11-20" });
    expect(r.pages.map((p) => p.landingPage)).toEqual(expect.arrayContaining(currentSitePaths()));
    const contact = r.pages.find((p) => p.landingPage === "/contact")!;
    expect(contact).toMatchObject({
      visits: 4,
      pageViews: 4,
      visitors: 4,
      leads: 2,
      held: 1,
      spam: 1,
      conversion: 0.5,
    });
    expect(r.pages.find((p) => p.landingPage === "/about")).toMatchObject({
      visits: 0,
      leads: 0,
      conversion: null,
    });
    expect(r.campaigns[0]).toMatchObject({
      source: "news",
      medium: "email",
      campaign: "fall",
      visits: 4,
      leads: 2,
    });
    expect(r.campaigns.find((c) => c.source === "")).toMatchObject({
      visits: 1,
      leads: 0,
      conversion: 0,
    });
    expect(r.referrers.find((c) => c.referrer === "search.example")).toMatchObject({ visits: 1 });
    expect(r.dropped).toEqual([
      { reason: "bot-agent", count: 2 },
      { reason: "webdriver", count: 0 },
      { reason: "no-page-start", count: 0 },
      { reason: "blocked-ip", count: 0 },
      { reason: "unknown-page", count: 0 },
    ]);
    const series = r.daily.find((d) => d.page === "/contact")!.visits;
    expect(series).toEqual([0, 0, 0, 0, 0, 3, 1]);
    expect(r.daily.find((d) => d.page === "/about")!.visits).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // 30 days take in the older lead and the older drop.
    const month = await buildReport({ db, leads: t.store }, 30, new Date(NOW));
    expect(month.pages.find((p) => p.landingPage === "/contact")).toMatchObject({
      leads: 3,
      conversion: 0.75,
    });
    expect(month.dropped.find((d) => d.reason === "webdriver")!.count).toBe(1);
  });

  it("gives p75 per page and device from 20 samples on, and only the count below", async () => {
    const db = trafficDbOf(t.store);
    const writer = createWriter({ db, now: () => NOW });
    // 20 phone samples on /contact: LCP 100..2000 ms, so p75 is the 15th, 1500 ms.
    for (let i = 1; i <= VITALS_MIN_SAMPLES; i++)
      writer.add(
        queuedEvent({
          at: NOW - (i % 2) * DAY,
          kind: "vitals",
          path: "/contact",
          device: "phone",
          vitals: { lcp: i * 100, cls: i / 100, ...(i < 5 ? { inp: 50 } : {}) },
        }),
      );
    for (let i = 1; i < VITALS_MIN_SAMPLES; i++)
      writer.add(queuedEvent({ at: NOW, kind: "vitals", path: "/contact", vitals: { lcp: 900 } }));
    await writer.flush();
    await runTrafficJob(db, writer.salts, { eventsDays: 90, rollupMonths: 25 }, NOW);
    const r = await buildReport({ db, leads: t.store }, 7, new Date(NOW));
    const phone = r.vitals.find((v) => v.page === "/contact" && v.device === "phone")!;
    expect(phone.samples).toBe(20);
    expect(Math.abs(phone.lcpP75! - 1500) / 1500).toBeLessThan(0.02);
    expect(Math.abs(phone.clsP75! - 0.15) / 0.15).toBeLessThan(0.02);
    expect(phone.inpP75).toBeNull();
    expect(r.vitals.find((v) => v.page === "/contact" && v.device === "desktop")).toEqual({
      page: "/contact",
      device: "desktop",
      samples: 19,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    });
  });

  it("names the top REPORT_ROWS campaigns, rolled or raw, and counts the rest as (other)", async () => {
    const db = trafficDbOf(t.store);
    const writer = createWriter({ db, now: () => NOW });
    // Yesterday (rolled up) and today (raw): campaign i has i + 1 visits, from distinct visitors.
    for (const at of [NOW - DAY, NOW])
      for (let i = 0; i < REPORT_ROWS + 5; i++)
        for (let v = 0; v <= i; v++)
          writer.add(
            queuedEvent({
              at,
              ip: `198.51.${i}.${v}`,
              kind: "visit",
              path: "/contact",
              utm: { utm_source: "s", utm_campaign: `c${i}` },
            }),
          );
    await writer.flush();
    await runTrafficJob(db, writer.salts, { eventsDays: 90, rollupMonths: 25 }, NOW);
    await t.store.saveLead(
      sampleLead({ source: { landing: "/contact", utm: { utm_source: "s", utm_campaign: "c0" } } }),
      [],
      new Date(NOW),
    );
    const r = await buildReport({ db, leads: t.store }, 7, new Date(NOW));
    expect(r.complete).toBe(true);
    expect(r.campaigns).toHaveLength(REPORT_ROWS + 1);
    expect(r.campaigns[0]).toMatchObject({
      campaign: `c${REPORT_ROWS + 4}`,
      visits: 2 * (REPORT_ROWS + 5),
    });
    const other = r.campaigns.at(-1)!;
    // c0 to c4 (1 to 5 visits a day, 2 days), and c0's lead.
    expect(other).toMatchObject({ source: "(other)", campaign: "(other)", visits: 30, leads: 1 });
    expect(r.folded.campaigns).toEqual({ visits: 30, leads: 1 });
    const total = r.campaigns.reduce((n, c) => n + c.visits, 0);
    expect(total).toBe(r.pages.reduce((n, p) => n + p.visits, 0));
  });

  it("stops reading raw events at its time limit and says the report is partial", async () => {
    const db = trafficDbOf(t.store);
    const writer = createWriter({ db, now: () => NOW });
    for (let i = 0; i < 600; i++)
      writer.add(
        queuedEvent({ at: NOW, ip: `198.51.${i >> 8}.${i & 255}`, kind: "visit", path: "/" }),
      );
    await writer.flush();
    const r = await buildReport({ db, leads: t.store, rawReadMs: 0 }, 7, new Date(NOW));
    expect(r.complete).toBe(false);
    expect(r.pages.find((p) => p.landingPage === "/")!.visits).toBeLessThan(600);
    const full = await buildReport({ db, leads: t.store }, 7, new Date(NOW));
    expect(full.complete).toBe(true);
    expect(full.pages.find((p) => p.landingPage === "/")!.visits).toBe(600);
  });
});
