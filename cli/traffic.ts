/** `npm run leads -- traffic`: the Traffic report (server/traffic/report/traffic-report.ts) as
 * tables or JSON. */
import {
  VITALS_MIN_SAMPLES,
  type TrafficCounts,
  type TrafficReport,
} from "../server/traffic/report/traffic-types";
import { formatTable } from "./text";

const COUNTS = ["Visits", "Page views", "Visitors", "Leads", "Held", "Spam", "Conversion"];

const percent = (v: number | null) => (v === null ? "-" : `${(v * 100).toFixed(1)}%`);
const counts = (c: TrafficCounts) => [
  String(c.visits),
  String(c.pageViews),
  String(c.visitors),
  String(c.leads),
  String(c.held),
  String(c.spam),
  percent(c.conversion),
];
const none = (v: string) => v || "(none)";
const figure = (v: number | null, unit: string, samples: number) =>
  v === null ? (samples < VITALS_MIN_SAMPLES ? `${samples} samples` : "-") : `${v}${unit}`;

/** What an "(other)" row gathers, or nothing when it gathers nothing. */
const folded = (what: string, f: { visits: number; leads: number }) =>
  f.visits || f.leads
    ? `Folded into "(other)": ${f.visits} visits and ${f.leads} leads, from ${what} past the most visited and those too rare to name.\n`
    : "";

export function trafficText(r: TrafficReport): string {
  const visits = r.pages.reduce((n, p) => n + p.visits, 0);
  const leads = r.pages.reduce((n, p) => n + p.leads, 0);
  return [
    `Traffic ${r.from} to ${r.to} (${r.days} UTC days): ${visits} visits, ${leads} leads\n`,
    ...(r.complete
      ? []
      : [
          "Today's figures are partial: more visits than a report reads at once (full once rolled up).\n",
        ]),
    formatTable(
      ["Landing page", ...COUNTS],
      r.pages.map((p) => [p.landingPage, ...counts(p)]),
      48,
    ),
    r.campaigns.length
      ? formatTable(
          ["Source", "Medium", "Campaign", ...COUNTS],
          r.campaigns.map((c) => [none(c.source), none(c.medium), none(c.campaign), ...counts(c)]),
          32,
        ) + folded("campaigns", r.folded.campaigns)
      : "No campaigns.\n",
    r.referrers.length
      ? formatTable(
          ["Referring site", ...COUNTS],
          r.referrers.map((c) => [none(c.referrer), ...counts(c)]),
          48,
        ) + folded("referring sites", r.folded.referrers)
      : "No referring sites.\n",
    r.vitals.length
      ? formatTable(
          ["Page", "Device", "Samples", "LCP p75", "INP p75", "CLS p75"],
          r.vitals.map((v) => [
            v.page,
            v.device,
            String(v.samples),
            figure(v.lcpP75, " ms", v.samples),
            figure(v.inpP75, " ms", v.samples),
            figure(v.clsP75, "", v.samples),
          ]),
          48,
        )
      : "No field speed yet.\n",
    formatTable(
      ["Dropped (bots, unknown pages)", "Count"],
      r.dropped.map((d) => [d.reason, String(d.count)]),
    ),
  ].join("\n");
}

/** The report as JSON: every field of TrafficReport (pages, campaigns, vitals, dropped and the
 * rest). */
export const trafficJson = (r: TrafficReport) => `${JSON.stringify(r, null, 2)}\n`;
