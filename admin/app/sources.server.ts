/** The Sources view's counts, with the rows and counting of `leads sources` (cli/leads.ts) so
 * the two cannot disagree. Server only: it imports every landing page's content. */
import { landingPaths } from "../../content/landing-pages/index";
import { formNames } from "../../shared/forms/form-protocol";
import { LEAD_STATES } from "../../server/leads/types";
import {
  SOURCE_WINDOWS,
  UNKNOWN,
  sourceReports,
  type LeadSources,
} from "../../server/leads/inbox/sources-report";

/** `?days=90` picks the 90-day counts; anything else is the first window (30 days). */
export function readWindow(url: URL): number {
  const asked = Number(url.searchParams.get("days"));
  return (SOURCE_WINDOWS as readonly number[]).includes(asked) ? asked : SOURCE_WINDOWS[0];
}

export async function loadSources(store: LeadSources, days: number, now: Date) {
  const reports = await sourceReports(store, landingPaths, now);
  return {
    windows: reports.map((r) => ({ days: r.days, leads: r.leads })),
    report: reports.find((r) => r.days === days)!,
    states: LEAD_STATES,
    forms: formNames,
    unknown: UNKNOWN,
  };
}
