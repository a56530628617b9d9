/** Reminders and the weekly report on a running server: their channels from the owner's e-mail
 * and webhook settings, and their timers, started and stopped with the app. */
import type { FastifyInstance } from "fastify";
import { business } from "../../../content/business";
import { dbOf } from "../../db";
import { remindersOn, weeklyReportOn, type Env } from "../../env";
import type { EmailOptions, WebhookOptions } from "../outbox/transport";
import { responseFigures } from "../reply/reply-figures";
import { StoreNotReadyError, type LeadStore } from "../types";
import type { NoticeDelivery } from "./jobs";
import { noticeEmailChannel, noticeWebhookChannel } from "./notice-notify";
import { createReminderScheduler, createWeeklyScheduler } from "./schedulers";
import type { NoticeChannel } from "./notice-types";
import { buildWeeklyReport } from "./weekly-data";
import { reportEmailChannel, reportWebhookChannel } from "./weekly-notify";
import type { ReportWeek } from "./weekly-schedule";

type Owner = {
  mail?: EmailOptions & { siteUrl: string };
  webhook?: WebhookOptions & { siteUrl: string };
};

/** The notices' and report's channels: the owner's e-mail and webhook, as for lead notices. */
export function noticeDeliveryFromEnv(env: Env, { mail, webhook }: Owner): NoticeDelivery {
  const timeZone = business.timeZone.id;
  const delivery: Required<NoticeDelivery> = { notices: {}, reports: {} };
  if (remindersOn(env)) {
    if (mail) delivery.notices.email = noticeEmailChannel({ ...mail, timeZone });
    if (webhook) delivery.notices.webhook = noticeWebhookChannel(webhook);
  }
  if (weeklyReportOn(env)) {
    if (mail) delivery.reports.email = reportEmailChannel(mail);
    if (webhook) delivery.reports.webhook = reportWebhookChannel(webhook);
  }
  return delivery;
}

/** Reads the weekly report's figures from the store. */
export const weeklyBuilder = (store: LeadStore) => (week: ReportWeek, now: Date) =>
  buildWeeklyReport(
    { db: dbOf(store), replyFigures: (o) => responseFigures(store, o) },
    week,
    business.timeZone.id,
    now,
  );

/** Starts the two timers with the app (each only when its setting is on and it has a channel). */
export function registerNotices(
  app: FastifyInstance,
  opts: { store: LeadStore; delivery: NoticeDelivery; kick: () => void; clock: () => Date },
) {
  const now = () => opts.clock().getTime();
  const warn = (what: string) => (err: unknown) => {
    // Unreachable database: the store logs it; the next check tries again.
    if (!(err instanceof StoreNotReadyError)) app.log.warn({ err }, `could not check for ${what}`);
  };
  const timers = [
    createReminderScheduler({
      store: opts.store,
      channels: Object.keys(opts.delivery.notices ?? {}) as NoticeChannel[],
      now,
      onQueued: opts.kick,
      onError: warn("reminder notices"),
    }),
    createWeeklyScheduler({
      store: opts.store,
      channels: Object.keys(opts.delivery.reports ?? {}) as NoticeChannel[],
      build: weeklyBuilder(opts.store),
      now,
      onQueued: opts.kick,
      onError: warn("the weekly report"),
    }),
  ];
  app.addHook("onReady", async () => timers.forEach((t) => t.start()));
  app.addHook("onClose", async () => timers.forEach((t) => t.stop()));
}
