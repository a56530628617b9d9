/** A day's roll-up of visits, folded (decision 0040) past ROLLUP_DAY_ROWS rows: a campaign or
 * referrer with under ROLLUP_MIN_VISITORS visitors that day and no lead becomes "(other)", then
 * the rows with most visitors keep their names and the rest fold per landing page. */
import type { VisitDay } from "./aggregate";
import { OTHER, ROLLUP_DAY_ROWS, ROLLUP_MIN_VISITORS } from "./source-caps";
import { campaignKey } from "../report/report-leads";
import type { LeadKeys } from "./rollup";

const campaignOf = (v: VisitDay) => campaignKey(v.source, v.medium, v.campaign);
const NO_CAMPAIGN = campaignKey("", "", "");

const fold = (v: VisitDay, campaign: boolean, referrer: boolean): VisitDay => ({
  ...v,
  ...(campaign ? { source: OTHER, medium: OTHER, campaign: OTHER } : {}),
  ...(referrer ? { referrer: OTHER } : {}),
});

/** Rows with the same names become one; their visitors are summed (a visitor may count twice). */
function merged(rows: VisitDay[]): VisitDay[] {
  const out = new Map<string, VisitDay>();
  for (const v of rows) {
    const key = JSON.stringify([v.landing, v.referrer, v.source, v.medium, v.campaign]);
    const into = out.get(key);
    if (!into) out.set(key, { ...v });
    else {
      into.visits += v.visits;
      into.visitors += v.visitors;
    }
  }
  return [...out.values()];
}

export function foldDay(visits: VisitDay[], leads: LeadKeys, maxRows = ROLLUP_DAY_ROWS) {
  // A day within the bound keeps every name: a quiet campaign of one visit a day stays visible.
  if (visits.length <= maxRows) return visits;
  const campaigns = new Map<string, number>();
  const referrers = new Map<string, number>();
  for (const v of visits) {
    campaigns.set(campaignOf(v), (campaigns.get(campaignOf(v)) ?? 0) + v.visitors);
    referrers.set(v.referrer, (referrers.get(v.referrer) ?? 0) + v.visitors);
  }
  const keepCampaign = (key: string) =>
    key === NO_CAMPAIGN || leads.campaigns.has(key) || campaigns.get(key)! >= ROLLUP_MIN_VISITORS;
  const keepReferrer = (host: string) =>
    host === "" || leads.referrers.has(host) || referrers.get(host)! >= ROLLUP_MIN_VISITORS;
  const named = merged(
    visits.map((v) => fold(v, !keepCampaign(campaignOf(v)), !keepReferrer(v.referrer))),
  ).sort(
    (a, b) =>
      b.visitors - a.visitors ||
      b.visits - a.visits ||
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
  );
  if (named.length <= maxRows) return named;
  // The rest: at most one more row per landing page.
  return merged([
    ...named.slice(0, maxRows),
    ...named.slice(maxRows).map((v) => fold(v, true, true)),
  ]);
}
