/** `npm run leads -- sources`: where leads came from, per landing page, referring host and
 * campaign. */
import { formNames } from "../shared/forms/form-protocol";
import { LEAD_STATES } from "../server/leads/store/store-contract";
import { type SourceCount, type SourceReport } from "../server/leads/inbox/sources-report";
import { formatTable } from "./text";

const HEADERS = ["Leads", ...LEAD_STATES, ...formNames];

const rows = (counts: readonly SourceCount[]) =>
  counts.map((c) => [
    c.key,
    String(c.total),
    ...LEAD_STATES.map((s) => String(c.byState[s] ?? 0)),
    ...formNames.map((f) => String(c.byForm[f])),
  ]);

/** The three tables of each window: every landing page, then referring hosts and campaigns that
 * sent a lead. */
export function sourcesText(reports: readonly SourceReport[]): string {
  return reports
    .map((r) => {
      const table = (title: string, counts: readonly SourceCount[]) =>
        counts.length
          ? formatTable([title, ...HEADERS], rows(counts), 48)
          : `No ${title.toLowerCase()}.\n`;
      return [
        `Last ${r.days} days: ${r.leads} ${r.leads === 1 ? "lead" : "leads"}\n`,
        table("Landing page", r.landing),
        table("Referring site", r.referrer),
        table("Campaign", r.campaign),
      ].join("\n");
    })
    .join("\n");
}
