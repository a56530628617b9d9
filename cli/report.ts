/** `npm run leads -- report --week [--send] [--json]`: the owner's weekly report of the latest
 * week whose Monday 08:00 has come, printed; with --send, queued now for the owner's channels
 * (the server's outbox sends it; the scheduled one still goes on Monday). */
import { business } from "../content/business";
import { weeklyReportOn, type Env } from "../server/runtime/env";
import type { NoticeChannel } from "../server/leads/notices/notice-types";
import { weeklyBuilder } from "../server/leads/notices/register-notices";
import { weeklyText } from "../server/leads/notices/weekly-render";
import { latestReportWeek } from "../server/leads/notices/weekly-schedule";
import type { LeadStore } from "../server/leads/store/store-contract";

/** The channels the server sends the report by, as it reads them from the same environment. */
export const reportChannels = (env: Env): NoticeChannel[] => [
  ...(env.SMTP_URL && env.NOTIFY_TO ? (["email"] as const) : []),
  ...(env.WEBHOOK_URL ? (["webhook"] as const) : []),
];

export async function weeklyReport(
  store: LeadStore,
  env: Env,
  opts: { send: boolean; json: boolean },
  now = new Date(),
): Promise<{ code: number; out: string; err: string }> {
  const week = latestReportWeek(now.getTime(), business.timeZone.id);
  const report = await weeklyBuilder(store)(week, now);
  const out = opts.json ? `${JSON.stringify(report, null, 2)}\n` : weeklyText(report, env.SITE_URL);
  if (!opts.send) return { code: 0, out, err: "" };
  const channels = reportChannels(env);
  if (!weeklyReportOn(env) || channels.length === 0) {
    return {
      code: 1,
      out,
      err: "Not queued: the weekly report is off (WEEKLY_REPORT=off) or no channel is set (SMTP_URL and NOTIFY_TO, or WEBHOOK_URL).\n",
    };
  }
  const id = await store.queueWeeklyReport(null, report, channels, now.getTime());
  return {
    code: 0,
    out,
    err: `Queued weekly report ${id} for ${channels.join(" and ")}; the server sends it.\n`,
  };
}
