import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import type { Env } from "../env";
import { emailChannel, webhookChannel, type Channels } from "./notify";
import { createOutboxWorker } from "./outbox";
import { registerLeadRoute } from "./route";
import { openSqliteStore } from "./sqlite-store";
import type { Channel, LeadStore } from "./types";

export function channelsFromEnv(env: Env): Channels {
  const channels: Channels = {};
  if (env.SMTP_URL && env.NOTIFY_TO) {
    channels.email = emailChannel({
      smtpUrl: env.SMTP_URL,
      to: env.NOTIFY_TO,
      from: env.NOTIFY_FROM,
    });
  }
  if (env.WEBHOOK_URL)
    channels.webhook = webhookChannel({ url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET });
  return channels;
}

/**
 * Lead capture: the store, the POST route with its rate limit, and the outbox
 * worker that notifies the owner. `register` adds it to a Fastify app.
 */
export function leadCapture(env: Env, opts: { store?: LeadStore; channels?: Channels } = {}) {
  const store = opts.store ?? openSqliteStore(join(env.DATA_DIR, "leads.db"));
  const channels = opts.channels ?? channelsFromEnv(env);
  const names = Object.keys(channels) as Channel[];
  let worker: ReturnType<typeof createOutboxWorker> | undefined;

  return {
    store,
    get worker() {
      return worker;
    },
    async register(app: FastifyInstance) {
      await app.register(rateLimit, { global: false });
      worker = createOutboxWorker({
        store,
        channels,
        intervalMs: env.OUTBOX_INTERVAL_MS,
        log: app.log,
      });
      const w = worker;
      registerLeadRoute(app, { env, store, channels: names, onSaved: () => w.kick() });
      app.addHook("onReady", async () => w.start());
      app.addHook("onClose", async () => w.stop());
    },
    close() {
      store.close();
    },
  };
}
