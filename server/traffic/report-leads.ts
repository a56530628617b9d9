/** The leads of the report's window by the source each stored (cleaned as visits are). New and
 * handled (released ones are new) reached the owner; held and spam are counted apart. */
import type { SourceRow } from "../leads/inbox/sources-report";

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
  const add = (m: Map<string, LeadTally>, key: string, state: string) => {
    const t = m.get(key) ?? { leads: 0, held: 0, spam: 0 };
    if (state === "held") t.held++;
    else if (state === "spam") t.spam++;
    else t.leads++;
    m.set(key, t);
  };
  for (const r of rows) {
    if (Date.parse(r.receivedAt) > now.getTime()) continue;
    const s = r.source;
    // Leads sent without JavaScript carry no source: no page to put them on.
    if (!s) continue;
    if (s.landing) add(landing, s.landing, r.state);
    const utm = s.utm ?? {};
    add(
      campaign,
      campaignKey(utm.utm_source ?? "", utm.utm_medium ?? "", utm.utm_campaign ?? ""),
      r.state,
    );
    add(referrer, s.referrer ?? "", r.state);
  }
  return { landing, campaign, referrer };
}
