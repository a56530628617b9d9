/** The weekly report by e-mail (plain text with an HTML part) and by signed webhook. */
import {
  ownerMailer,
  signedPost,
  type EmailOptions,
  type WebhookOptions,
} from "../outbox/transport";
import type { NoticeChannel, WeeklyReport } from "./notice-types";
import { weeklyHtml, weeklyPayload, weeklySubject, weeklyText } from "./weekly-render";

export interface QueuedReport {
  id: number;
  report: WeeklyReport;
}
export type DeliverReport = (report: QueuedReport) => Promise<void>;
export type ReportChannels = Partial<Record<NoticeChannel, DeliverReport>>;

export function reportEmailChannel(opts: EmailOptions & { siteUrl: string }): DeliverReport {
  const send = ownerMailer(opts);
  return async ({ id, report }) => {
    await send({
      subject: weeklySubject(report),
      text: weeklyText(report, opts.siteUrl),
      html: weeklyHtml(report, opts.siteUrl),
      headers: { "X-Weekly-Report": String(id) },
    });
  };
}

export function reportWebhookChannel(opts: WebhookOptions & { siteUrl: string }): DeliverReport {
  const post = signedPost(opts);
  return ({ id, report }) => post(JSON.stringify(weeklyPayload(id, report, opts.siteUrl)));
}
