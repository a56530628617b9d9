/** Where leads come from: per landing page, referring host and campaign over 30 and 90 days,
 * split by state and form. Both stores give the same rows (`sourceRows`); the counting is here,
 * once. */
import { formNames, type FormName } from "../../../shared/forms/form-protocol";
import { campaignOf, type LeadSource } from "../../../shared/lead-source";
import type { Db } from "../../db";
import { LEAD_STATES } from "../store/store-contract";

export interface SourceRow {
  receivedAt: string;
  state: string;
  form: FormName;
  source: LeadSource | null;
}

export interface SourceCount {
  key: string;
  total: number;
  byState: Record<string, number>;
  byForm: Record<FormName, number>;
}

export interface SourceReport {
  days: number;
  leads: number;
  landing: SourceCount[];
  referrer: SourceCount[];
  campaign: SourceCount[];
}

export const SOURCE_WINDOWS = [30, 90] as const;
/** The label of leads without that part of a source (sent without JavaScript, or typed in
 * directly). */
export const UNKNOWN = "(none)";

const DAY_MS = 86_400_000;

const empty = (key: string): SourceCount => ({
  key,
  total: 0,
  byState: Object.fromEntries(LEAD_STATES.map((s) => [s, 0])),
  byForm: Object.fromEntries(formNames.map((f) => [f, 0])) as Record<FormName, number>,
});

function tally(into: Map<string, SourceCount>, key: string, row: SourceRow) {
  const count = into.get(key) ?? empty(key);
  count.total++;
  count.byState[row.state] = (count.byState[row.state] ?? 0) + 1;
  count.byForm[row.form]++;
  into.set(key, count);
}

/** Most leads first; equal counts by name. */
const sorted = (counts: Map<string, SourceCount>) =>
  [...counts.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));

/** Counts of the rows received in the `days` before `now`; every local landing page path is
 * listed, with zero when no lead came from it. */
export function sourceReport(
  rows: readonly SourceRow[],
  landingPaths: readonly string[],
  days: number,
  now: Date,
): SourceReport {
  const since = now.getTime() - days * DAY_MS;
  const landing = new Map(landingPaths.map((p) => [p, empty(p)]));
  const referrer = new Map<string, SourceCount>();
  const campaign = new Map<string, SourceCount>();
  let leads = 0;
  for (const row of rows) {
    const at = Date.parse(row.receivedAt);
    if (!(at >= since && at <= now.getTime())) continue;
    leads++;
    tally(landing, row.source?.landing ?? UNKNOWN, row);
    tally(referrer, row.source?.referrer ?? UNKNOWN, row);
    tally(campaign, campaignOf(row.source) ?? UNKNOWN, row);
  }
  return {
    days,
    leads,
    landing: sorted(landing),
    referrer: sorted(referrer),
    campaign: sorted(campaign),
  };
}

/** The reports for 30 and 90 days. */
export const sourceReports = (
  rows: readonly SourceRow[],
  landingPaths: readonly string[],
  now: Date,
) => SOURCE_WINDOWS.map((days) => sourceReport(rows, landingPaths, days, now));

/** What both stores give the counts: the leads received since a time, with their source. */
export interface LeadSources {
  sourceRows(since: Date): Promise<SourceRow[]>;
}

type RawSourceRow = {
  received_at: string | Date;
  state: string;
  form: string;
  source: string | null;
};

const toSourceRow = (r: RawSourceRow): SourceRow => ({
  receivedAt: r.received_at instanceof Date ? r.received_at.toISOString() : r.received_at,
  state: r.state,
  form: r.form as FormName,
  source: r.source ? (JSON.parse(r.source) as LeadSource) : null,
});

/** Both engines' `sourceRows` (SQLite's received_at is ISO text, so text order is time order). */
export const leadSources = (db: Db): LeadSources => ({
  async sourceRows(since) {
    const rows = await db.all(
      "SELECT received_at, state, form, source FROM leads WHERE received_at >= ?",
      [since.toISOString()],
    );
    return (rows as unknown as RawSourceRow[]).map(toSourceRow);
  },
});
