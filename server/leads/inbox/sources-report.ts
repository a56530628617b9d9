/** Where leads come from: per landing page, referring host and campaign over 30 and 90 days,
 * split by state and form. Both stores give the same rows (`sourceRows`); the counting is here,
 * once. */
import { formNames, type FormName } from "../../../shared/forms/form-protocol";
import { campaignOf, type LeadSource } from "../../../shared/lead-source";
import type { Db } from "../../db";
import { LEAD_STATES } from "../types";

/** Leads with one state, form and source: `count` of them (1 when absent). `receivedAt` is set
 * only on a single lead's row; the store's grouped rows are already of their window. */
export interface SourceRow {
  receivedAt?: string;
  state: string;
  form: FormName;
  source: LeadSource | null;
  count?: number;
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
  const n = row.count ?? 1;
  count.total += n;
  count.byState[row.state] = (count.byState[row.state] ?? 0) + n;
  count.byForm[row.form] += n;
  into.set(key, count);
}

/** A row lies in the window [since, until]: grouped rows were read for it. */
export const inWindow = (row: SourceRow, since: number, until: number) => {
  if (row.receivedAt === undefined) return true;
  const at = Date.parse(row.receivedAt);
  return at >= since && at <= until;
};

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
    if (!inWindow(row, since, now.getTime())) continue;
    leads += row.count ?? 1;
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

/** The reports for 30 and 90 days, each from its own grouped, bounded read. */
export const sourceReports = async (
  store: LeadSources,
  landingPaths: readonly string[],
  now: Date,
) =>
  Promise.all(
    SOURCE_WINDOWS.map(async (days) => {
      const { rows, capped } = await store.sourceCounts(
        new Date(now.getTime() - days * DAY_MS),
        now,
      );
      return { ...sourceReport(rows, landingPaths, days, now), capped };
    }),
  );

/** The most groups of (state, form, source) one read returns, most leads first: far above a small
 * firm's, so made-up sources cannot make the inbox read without end. */
export const SOURCE_GROUPS = 2_000;

/** What both stores give the counts: the leads received in a window, summed in SQL by state, form
 * and source; `capped` when there were more groups than SOURCE_GROUPS. */
export interface LeadSources {
  sourceCounts(since: Date, until: Date): Promise<{ rows: SourceRow[]; capped: boolean }>;
}

/** A field of the JSON source column, in the engine's dialect. */
const field = (kind: Db["kind"], path: string[]) =>
  kind === "postgres"
    ? `(source::jsonb)#>>'{${path.join(",")}}'`
    : `json_extract(source, '$.${path.join(".")}')`;

const COLUMNS: [name: string, path: string[]][] = [
  ["landing", ["landing"]],
  ["referrer", ["referrer"]],
  ["utm_source", ["utm", "utm_source"]],
  ["utm_medium", ["utm", "utm_medium"]],
  ["utm_campaign", ["utm", "utm_campaign"]],
  ["utm_term", ["utm", "utm_term"]],
  ["utm_content", ["utm", "utm_content"]],
];

type Raw = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? undefined : String(v));

function toSourceRow(r: Raw): SourceRow {
  const has = r.has_source === true || Number(r.has_source) === 1;
  const utm = Object.fromEntries(
    COLUMNS.slice(2).flatMap(([name]) =>
      text(r[name]) === undefined ? [] : [[name, text(r[name])]],
    ),
  );
  const source: LeadSource | null = has
    ? {
        ...(text(r.landing) === undefined ? {} : { landing: text(r.landing) }),
        ...(text(r.referrer) === undefined ? {} : { referrer: text(r.referrer) }),
        ...(Object.keys(utm).length ? { utm } : {}),
      }
    : null;
  return { state: String(r.state), form: r.form as FormName, source, count: Number(r.n) };
}

/** Both engines' `sourceCounts` (SQLite's received_at is ISO text, so text order is time order). */
export const leadSources = (db: Db): LeadSources => ({
  async sourceCounts(since, until) {
    const rows = await db.all(
      `SELECT state, form, source IS NOT NULL AS has_source,
         ${COLUMNS.map(([name, path]) => `${field(db.kind, path)} AS ${name}`).join(", ")},
         COUNT(*) AS n
       FROM leads WHERE received_at >= ? AND received_at <= ?
       GROUP BY ${COLUMNS.map((_c, i) => i + 4).join(", ")}, 1, 2, 3
       ORDER BY n DESC LIMIT ${SOURCE_GROUPS + 1}`,
      [since.toISOString(), until.toISOString()],
    );
    return {
      rows: rows.slice(0, SOURCE_GROUPS).map(toSourceRow),
      capped: rows.length > SOURCE_GROUPS,
    };
  },
});
