/** The leads of the report's window by the source each stored (cleaned as visits are), from the
 * store's sums (LeadSources.sourceCounts). New and handled (released ones are new) reached the
 * owner; held and spam are counted apart. */
import { inWindow, type SourceRow } from "../leads/inbox/sources-report";

export interface LeadTally {
  leads: number;
  held: number;
  spam: number;
}

/** A campaign's key: its source, medium and campaign tags ("" where absent). */
export const campaignKey = (source: string, medium: string, campaign: string) =>
  JSON.stringify([source, medium, campaign]);

export function tallyLeads(rows: readonly SourceRow[], now: Date) {
  const landing = new Map<string, LeadTally>();
  const campaign = new Map<string, LeadTally>();
  const referrer = new Map<string, LeadTally>();
  const add = (m: Map<string, LeadTally>, key: string, r: SourceRow) => {
    const t = m.get(key) ?? { leads: 0, held: 0, spam: 0 };
    const n = r.count ?? 1;
    if (r.state === "held") t.held += n;
    else if (r.state === "spam") t.spam += n;
    else t.leads += n;
    m.set(key, t);
  };
  for (const r of rows) {
    if (!inWindow(r, -Infinity, now.getTime())) continue;
    const s = r.source;
    // Leads sent without JavaScript carry no source: no page to put them on.
    if (!s) continue;
    if (s.landing) add(landing, s.landing, r);
    const utm = s.utm ?? {};
    add(
      campaign,
      campaignKey(utm.utm_source ?? "", utm.utm_medium ?? "", utm.utm_campaign ?? ""),
      r,
    );
    add(referrer, s.referrer ?? "", r);
  }
  return { landing, campaign, referrer };
}
