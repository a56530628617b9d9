/** What the environment asks for: the owner's channels, the visitor's confirmation, the held
 * digest's channels and the store. The server (leads-plugin.ts) and the command line build them
 * here alike. */
import { join } from "node:path";
import { postgresSettings, type Env } from "../env";
import {
  digestEmailChannel,
  digestWebhookChannel,
  type DigestChannels,
} from "./outbox/digest-notify";
import { autoreplyChannel } from "./outbox/autoreply";
import { emailChannel, webhookChannel, type Channels } from "./outbox/notify";
import { openPostgresStore } from "./store/postgres/postgres-store";
import { openSqliteStoreOrRetry } from "./store/sqlite/sqlite-retry";
import type { Channel, LeadStore } from "./types";

/** The owner's mail settings, when SMTP_URL and NOTIFY_TO are both set. */
export const ownerMail = (env: Env) =>
  env.SMTP_URL && env.NOTIFY_TO
    ? {
        smtpUrl: env.SMTP_URL,
        to: env.NOTIFY_TO,
        from: env.NOTIFY_FROM,
        allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
        siteUrl: env.SITE_URL,
      }
    : undefined;

/** The owner's webhook settings, when WEBHOOK_URL is set. */
export const ownerWebhook = (env: Env) =>
  env.WEBHOOK_URL
    ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET, siteUrl: env.SITE_URL }
    : undefined;

/** The owner's e-mail and webhook channels, each made by `make` when it is configured. */
function ownerChannels<E, W>(
  env: Env,
  make: {
    email: (mail: NonNullable<ReturnType<typeof ownerMail>>) => E;
    webhook: (hook: NonNullable<ReturnType<typeof ownerWebhook>>) => W;
  },
): { email?: E; webhook?: W } {
  const mail = ownerMail(env);
  const webhook = ownerWebhook(env);
  return {
    ...(mail ? { email: make.email(mail) } : {}),
    ...(webhook ? { webhook: make.webhook(webhook) } : {}),
  };
}

/** Every lead channel, the visitor's confirmation included (AUTOREPLY=on), under one TLS rule. */
export function channelsFromEnv(env: Env): Channels {
  const channels: Channels = ownerChannels(env, { email: emailChannel, webhook: webhookChannel });
  if (env.AUTOREPLY === "on" && env.SMTP_URL)
    channels.autoreply = autoreplyChannel({
      smtpUrl: env.SMTP_URL,
      from: env.NOTIFY_FROM,
      allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
    });
  return channels;
}

/** The owner's channels queued for a new lead: every one but the confirmation, queued apart. */
export const ownerChannelNames = (channels: Channels): Channel[] =>
  (Object.keys(channels) as Channel[]).filter((c) => c !== "autoreply");

/** The held-lead digest's channels: the owner's e-mail and webhook, as for lead notices. */
export const digestChannelsFromEnv = (env: Env): DigestChannels =>
  ownerChannels(env, { email: digestEmailChannel, webhook: digestWebhookChannel });

export type Log = { info: (msg: string) => void; warn: (msg: string) => void };
export const consoleLog: Log = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

/** The store the environment asks for: PostgreSQL when DATABASE_URL is set (connecting in the
 * background, retried while it is down), else the SQLite file in DATA_DIR. */
export function storeFromEnv(env: Env, log: Log = consoleLog, retryMs?: number): LeadStore {
  const pg = postgresSettings(env);
  if (pg) return openPostgresStore(pg, { log });
  return openSqliteStoreOrRetry(join(env.DATA_DIR, "leads.db"), log, retryMs);
}
