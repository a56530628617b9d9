/** The Response page's figures (server/leads/reply/reply-figures.ts, as `leads response`
 * gives them), with the words and times the page shows. */
import { PROMISE_OF_SPEC } from "../../server/leads/reply/promise";
import { responseFigures, type ReplySummary } from "../../server/leads/reply/reply-figures";
import { minutesInWords } from "../../server/leads/reply/words";
import type { LeadRecords } from "../../server/leads/store/store-contract";
import type { FormId } from "../../shared/forms/form-specs";
import { FORM_SPEC_NAMES } from "./labels";

export const RESPONSE_WINDOWS = [7, 30, 90] as const;
const PROMISES = { "24h": "24 hours", "business-day": "One business day" };

/** `?days=7` or `?days=90`; anything else is 30 days. */
export function readResponseWindow(url: URL): number {
  const asked = Number(url.searchParams.get("days"));
  return (RESPONSE_WINDOWS as readonly number[]).includes(asked) ? asked : 30;
}

/** A summary as the page says it: shares as whole percents, times in words. */
function inWords(s: ReplySummary) {
  return {
    ...s,
    share: s.withinPromiseShare === null ? "–" : `${Math.round(s.withinPromiseShare * 100)}%`,
    median: s.medianMinutes === null ? "–" : minutesInWords(s.medianMinutes),
    p90: s.p90Minutes === null ? "–" : minutesInWords(s.p90Minutes),
  };
}

export async function loadResponse(store: Pick<LeadRecords, "listLeads">, days: number, now: Date) {
  const f = await responseFigures(store, { days, now });
  return {
    days,
    windows: RESPONSE_WINDOWS,
    summary: inWords(f.summary),
    byForm: f.byForm.map((g) => ({
      key: g.key,
      name: FORM_SPEC_NAMES[g.key] ?? g.key,
      promise: PROMISES[PROMISE_OF_SPEC[g.key as FormId]] ?? "",
      received: g.received,
      ...inWords(g.summary),
    })),
    byLanding: f.byLanding.map((g) => ({
      key: g.key,
      name: g.key,
      promise: "",
      received: g.received,
      ...inWords(g.summary),
    })),
  };
}
