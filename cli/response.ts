/** `npm run leads -- response`: reply figures (server/leads/reply/reply-figures.ts) as text
 * or JSON. */
import type {
  ReplyGroup,
  ReplySummary,
  ResponseFigures,
} from "../server/leads/reply/reply-figures";
import { dueInWords, minutesInWords } from "../server/leads/reply/words";
import { formatTable } from "./text";

const time = (m: number | null) => (m === null ? "-" : minutesInWords(m));
const share = (s: ReplySummary) =>
  s.withinPromiseShare === null
    ? "-"
    : `${Math.round(s.withinPromiseShare * 100)}% (${s.withinPromise})`;

const HEADERS = ["Received", "Answered", "Within promise", "Median", "p90", "Open", "Overdue"];
const rows = (groups: readonly ReplyGroup[]) =>
  groups.map((g) => [
    g.key,
    String(g.received),
    String(g.summary.answered),
    share(g.summary),
    time(g.summary.medianMinutes),
    time(g.summary.p90Minutes),
    String(g.summary.openNow),
    String(g.summary.overdueNow),
  ]);

export function responseText(f: ResponseFigures): string {
  const s = f.summary;
  const now = Date.parse(f.now);
  return [
    `Replies to leads received in the last ${f.days} days (since ${f.since}):\n` +
      `  answered ${s.answered}, within promise ${share(s)}, ` +
      `median ${time(s.medianMinutes)}, 90th percentile ${time(s.p90Minutes)}\n` +
      `Now: ${s.openNow} open, ${s.overdueNow} overdue\n`,
    f.byForm.length ? formatTable(["Form", ...HEADERS], rows(f.byForm)) : "No leads by form.\n",
    f.byLanding.length
      ? formatTable(["Landing page", ...HEADERS], rows(f.byLanding), 48)
      : "No landing page with enough leads.\n",
    f.open.length
      ? formatTable(
          ["Open lead", "Form", "Received", "Due"],
          f.open.map((o) => [o.id, o.form, o.receivedAt, dueInWords(o.dueAt, now).text]),
          48,
        )
      : "No open leads.\n",
  ].join("\n");
}

export const responseJson = (f: ResponseFigures) => `${JSON.stringify(f, null, 2)}\n`;
