/** How many campaigns and referring sites traffic keeps (decision 0040): anyone can post a beacon
 * with a made-up tag, so past these bounds a visit still counts but its source is "(other)". */
import { UTM_KEYS, type UtmKey } from "../../shared/lead-source";
import type { VisitSource } from "./read-beacon";
import { campaignKey } from "./report-leads";

/** The name a folded campaign's tags and a folded referrer take. */
export const OTHER = "(other)";
/** Distinct campaigns plus referring sites one client may bring in a UTC day. */
export const CLIENT_DAY_VALUES = 10;
/** Distinct campaigns, and apart distinct referring sites, an instance stores in a UTC day. */
export const DAY_VALUES = 1000;
/** In a day over ROLLUP_DAY_ROWS, a campaign or referrer needs this many visitors or a lead. */
export const ROLLUP_MIN_VISITORS = 2;
/** A day's roll-up of visits keeps this many rows by name (plus one per landing page folded). */
export const ROLLUP_DAY_ROWS = 300;

const campaignOf = (s: VisitSource) =>
  campaignKey(s.utm.utm_source, s.utm.utm_medium, s.utm.utm_campaign);
const hasCampaign = (s: VisitSource) =>
  s.utm.utm_campaign !== OTHER && UTM_KEYS.some((k) => s.utm[k] !== "");
const hasReferrer = (s: VisitSource) => s.referrer !== "" && s.referrer !== OTHER;

export function foldCampaign(s: VisitSource): VisitSource {
  const utm = Object.fromEntries(UTM_KEYS.map((k) => [k, ""])) as Record<UtmKey, string>;
  utm.utm_source = utm.utm_medium = utm.utm_campaign = OTHER;
  return { ...s, utm };
}
export const foldReferrer = (s: VisitSource): VisitSource => ({ ...s, referrer: OTHER });
export const isFolded = (s: VisitSource) => s.referrer === OTHER || s.utm.utm_campaign === OTHER;

/** A source's values that count against the caps: its campaign and its referrer, if any. */
const valuesOf = (s: VisitSource) => [
  ...(hasCampaign(s) ? [`c${campaignOf(s)}`] : []),
  ...(hasReferrer(s) ? [`r${s.referrer}`] : []),
];

/** Folds what a client brings past CLIENT_DAY_VALUES distinct values in a day. Memory: at most
 * `maxClients` clients of `limit` values; past that the day starts over (as windowLimit does). */
export function clientValueCap(limit = CLIENT_DAY_VALUES, maxClients = 20_000) {
  let day = "";
  let seen = new Map<string, Set<string>>();
  return (client: string, today: string, s: VisitSource): VisitSource => {
    if (today !== day || seen.size >= maxClients) {
      day = today;
      seen = new Map();
    }
    const mine = seen.get(client) ?? new Set<string>();
    seen.set(client, mine);
    let out = s;
    for (const v of valuesOf(s)) {
      if (mine.has(v)) continue;
      if (mine.size >= limit) out = v.startsWith("c") ? foldCampaign(out) : foldReferrer(out);
      else mine.add(v);
    }
    return out;
  };
}

/** The names a (capped) source keeps, as the day's caps count them: "c" campaigns, "r"
 * referrers. */
export const dayNames = (s: VisitSource): { kind: "c" | "r"; name: string }[] => [
  ...(hasCampaign(s) ? [{ kind: "c" as const, name: campaignOf(s) }] : []),
  ...(hasReferrer(s) ? [{ kind: "r" as const, name: s.referrer }] : []),
];

/** Folds a campaign or referrer past the first DAY_VALUES distinct ones of its UTC day, so the
 * raw events, and the report's reading of a day not rolled up yet, hold few distinct values.
 * `seed` gives a day the names the store kept for it (writer.ts), so a restart counts on. */
export function dayValueCap(limit = DAY_VALUES) {
  const days = new Map<string, { campaigns: Set<string>; referrers: Set<string> }>();
  const admit = (set: Set<string>, value: string) => {
    if (set.has(value)) return true;
    if (set.size >= limit) return false;
    set.add(value);
    return true;
  };
  const setsOf = (day: string) => {
    let sets = days.get(day);
    if (!sets) {
      // Only the newest two days are kept: events arrive on the day they are sent.
      for (const old of [...days.keys()].sort().slice(0, -1)) days.delete(old);
      sets = { campaigns: new Set(), referrers: new Set() };
      days.set(day, sets);
    }
    return sets;
  };
  const apply = (day: string, s: VisitSource): VisitSource => {
    const sets = setsOf(day);
    let out = s;
    if (hasCampaign(s) && !admit(sets.campaigns, campaignOf(s))) out = foldCampaign(out);
    if (hasReferrer(s) && !admit(sets.referrers, s.referrer)) out = foldReferrer(out);
    return out;
  };
  return Object.assign(apply, {
    known: (day: string) => days.has(day),
    seed(day: string, names: readonly { kind: string; name: string }[]) {
      const sets = setsOf(day);
      for (const { kind, name } of names)
        (kind === "c" ? sets.campaigns : sets.referrers).add(name);
    },
  });
}
