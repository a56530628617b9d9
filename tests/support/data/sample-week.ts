/** Two weeks of sample leads and traffic for the weekly report (its tests, and
 * tools/notices/weekly-report-sample.ts, which prints it): the report for Monday 9 March 2026
 * covers 2 to 8 March against 23 February to 1 March. */
import { dbOf } from "../../../server/database/db";
import { bucketOf } from "../../../server/traffic/rollup/histogram";
import { addDays } from "../../../shared/zoned-date";
import type { LeadStore, NewLead } from "../../../server/leads/store/store-contract";
import type { LeadSource } from "../../../shared/lead-source";
import { sampleLead, samples } from "./lead-samples";

/** Monday 9 March 2026, 08:00 EDT: when the report is due. */
export const SAMPLE_NOW = new Date("2026-03-09T12:00:00Z");

const campaign = { utm_source: "barnews", utm_medium: "email", utm_campaign: "spring-newsletter" };
const from = (landing: string, utm?: LeadSource["utm"]): LeadSource => ({ landing, utm });

/** Received at (UTC), where from, and minutes to the answer (undefined: still open). */
const LEADS: [string, LeadSource | null, number | undefined, Partial<NewLead>?][] = [
  // The week before: 6 leads.
  ["2026-02-23T15:00:00Z", from("/"), 40],
  ["2026-02-24T16:00:00Z", from("/"), 300],
  ["2026-02-25T14:30:00Z", from("/services"), 90],
  ["2026-02-26T19:00:00Z", from("/websites"), 60],
  ["2026-02-27T13:10:00Z", from("/"), 1500],
  ["2026-02-28T15:00:00Z", from("/services"), 120],
  // The week: 9 leads, 3 from the campaign; one still open and overdue.
  ["2026-03-02T14:05:00Z", from("/websites", campaign), 35],
  ["2026-03-02T18:40:00Z", from("/websites", campaign), 95],
  ["2026-03-03T15:20:00Z", from("/"), 20],
  ["2026-03-04T13:45:00Z", from("/", campaign), 180],
  ["2026-03-04T20:30:00Z", from("/services"), 1330],
  ["2026-03-05T16:00:00Z", from("/websites"), 75],
  ["2026-03-06T14:15:00Z", from("/services"), 1700],
  ["2026-03-06T21:00:00Z", null, 45],
  [
    "2026-03-07T16:00:00Z",
    from("/websites"),
    undefined,
    { form: "website-project", fields: samples.websiteProject, page: "/websites-contact" },
  ],
];

async function seedLeads(store: LeadStore) {
  for (const [at, source, minutes, over] of LEADS) {
    const lead = await store.saveLead(sampleLead({ source, ...over }), [], new Date(at));
    if (minutes !== undefined)
      await store.setState(lead.id, "handled", [], new Date(Date.parse(at) + minutes * 60_000), {
        by: "owner@lexcore.example",
      });
  }
  // Waiting for review, and caught as spam: neither counts as a lead.
  for (const at of ["2026-03-05T10:00:00Z", "2026-03-08T22:00:00Z"])
    await store.saveLead(sampleLead({ state: "held" }), [], new Date(at));
  await store.saveLead(sampleLead({ state: "spam" }), [], new Date("2026-03-04T10:00:00Z"));
}

/** Roll-ups for every day but the last (8 March, read from raw events), and field speed. */
async function seedTraffic(store: LeadStore) {
  const db = dbOf(store);
  // 23 February to 7 March rolled up: 50 visits a day the week before, 60 a day this week.
  for (let i = 0; i < 13; i++) {
    const date = addDays("2026-02-23", i);
    await db.run("INSERT INTO traffic_rolled (day, rolled_at) VALUES (?, ?)", [date, 0]);
    const thisWeek = i >= 7;
    for (const [landing, visits] of [
      ["/", thisWeek ? 35 : 30],
      ["/websites", thisWeek ? 20 : 14],
      ["/services", thisWeek ? 5 : 6],
    ] as const)
      await db.run(
        `INSERT INTO traffic_daily_visits (day, landing, referrer, utm_source, utm_medium, utm_campaign, visits, visitors)
         VALUES (?, ?, '', '', '', '', ?, ?)`,
        [date, landing, visits, visits],
      );
  }
  const vitals = [
    ["/websites", "phone", 3100, 30],
    ["/", "desktop", 1200, 25],
    // Slower, but too few samples to name.
    ["/contact", "phone", 6000, 10],
  ] as const;
  for (const [page, device, lcp, count] of vitals)
    await db.run(
      `INSERT INTO traffic_daily_vitals (day, page, device, metric, bucket, count) VALUES (?, ?, ?, 'lcp', ?, ?)`,
      ["2026-03-05", page, device, bucketOf("lcp", lcp), count],
    );
  // Sunday 8 March is not rolled up yet: 10 visits and 2 speed figures from the raw events.
  for (let i = 0; i < 12; i++)
    await db.run(
      `INSERT INTO traffic_events (day, at, visitor, kind, path, landing, referrer, utm_source,
         utm_medium, utm_campaign, utm_term, utm_content, device, lcp)
       VALUES (?, ?, ?, ?, '/websites', '/websites', '', '', '', '', '', '', 'phone', ?)`,
      [
        "2026-03-08",
        Date.parse("2026-03-08T15:00:00Z") + i,
        `v${i}`,
        i < 10 ? "visit" : "vitals",
        i < 10 ? null : 3000,
      ],
    );
}

/** Seeds both; resolves to nothing, the report is read from the store. */
export async function seedSampleWeek(store: LeadStore) {
  await seedLeads(store);
  await seedTraffic(store);
}
