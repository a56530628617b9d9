import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { heldDigestOn, type Env } from "../env";
import type { DigestChannels } from "./outbox/digest-notify";
import { createDigestScheduler } from "./outbox/digest-schedule";
import type { DigestChannel } from "./outbox/digest-types";
import {
  CHALLENGE_WINDOW_MS,
  registerChallengeRoute,
  secretsLoader,
} from "./intake/challenge-route";
import type { Channels } from "./outbox/notify";
import { createOutboxWorker } from "./outbox/worker";
import type { NoticeDelivery } from "./notices/jobs";
import { noticeDeliveryFromEnv, registerNotices } from "./notices/wiring";
import { registerLeadRoute } from "./intake/lead-route";
import {
  SWEEP_INTERVAL_MS,
  postgresRateLimitStore,
  sweepRateLimits,
} from "./store/postgres/postgres-rate-limit";
import type { PostgresStore } from "./store/postgres/postgres-store";
import { StoreNotReadyError, type LeadStore } from "./types";
import {
  channelsFromEnv,
  consoleLog,
  digestChannelsFromEnv,
  ownerChannelNames,
  ownerMail,
  ownerWebhook,
  storeFromEnv,
  type Log,
} from "./channels";

/** How often an instance asks whether a held digest is due (the rule itself is about days). */
export const DIGEST_CHECK_MS = 60_000;
/** How often old confirmation counts are deleted. */
const FORGET_EVERY_MS = 15 * 60_000;

const quiet: Log = { info: () => undefined, warn: () => undefined };

const isPostgres = (store: LeadStore): store is PostgresStore => store.kind === "postgres";

/** Lead capture: the store, the POST route with its rate limit, and the outbox worker that notifies
 * the owner. `register` adds it to a Fastify app. */
export function leadCapture(
  env: Env,
  opts: {
    store?: LeadStore;
    channels?: Channels;
    digestChannels?: DigestChannels;
    /** How reminder notices and the weekly report go out (tests capture them). */
    notices?: NoticeDelivery;
    /** The clock of GET /challenge, POST / and the outbox (tests move it on instead of
     * sleeping). */
    clock?: () => Date;
  } = {},
) {
  // The store may report (PostgreSQL connecting) before the app exists: to the
  // console until then, to the app's logger after; nothing when silent.
  let target: Log = env.LOG_LEVEL === "silent" ? quiet : consoleLog;
  const log: Log = { info: (m) => target.info(m), warn: (m) => target.warn(m) };
  const store = opts.store ?? storeFromEnv(env, log);
  const channels = opts.channels ?? channelsFromEnv(env);
  const digestChannels = opts.digestChannels ?? digestChannelsFromEnv(env);
  const notices =
    opts.notices ??
    noticeDeliveryFromEnv(env, { mail: ownerMail(env), webhook: ownerWebhook(env) });
  // The owner's channels, queued for every new lead; "autoreply" is queued apart (once a day per
  // address).
  const names = ownerChannelNames(channels);
  const secrets = secretsLoader(store, env.CHALLENGE_SECRET);
  let worker: ReturnType<typeof createOutboxWorker> | undefined;

  return {
    store,
    /** The challenge keys (tests and the bench sign with them). */
    secrets,
    /** The owner's notification channels (not the autoreply). */
    channels: names,
    get worker() {
      return worker;
    },
    async register(app: FastifyInstance) {
      target = { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) };
      // Several instances share one PostgreSQL database, so they share the
      // counter there too; one SQLite instance counts in memory. If the shared
      // counter cannot be reached the POST goes on to the store, which answers 503.
      await app.register(rateLimit, {
        global: false,
        ...(isPostgres(store)
          ? {
              store: postgresRateLimitStore(store.pool),
              skipOnError: true,
            }
          : {}),
      });
      if (isPostgres(store)) {
        const sweeper = setInterval(() => {
          sweepRateLimits(store.pool).catch((err: unknown) =>
            app.log.warn({ err }, "could not delete expired rate-limit rows"),
          );
        }, SWEEP_INTERVAL_MS).unref();
        app.addHook("onClose", async () => clearInterval(sweeper));
      }
      const clock = opts.clock ?? (() => new Date());
      // The confirmations' per-client counts hold a keyed hash of an address: gone within hours.
      const forget = setInterval(() => {
        store.forgetCounts(clock().getTime()).catch((err: unknown) => {
          if (!(err instanceof StoreNotReadyError))
            app.log.warn({ err }, "could not delete old confirmation counts");
        });
      }, FORGET_EVERY_MS).unref();
      app.addHook("onClose", async () => clearInterval(forget));
      worker = createOutboxWorker({
        now: () => clock().getTime(),
        store,
        channels,
        digestChannels,
        notices,
        intervalMs: env.OUTBOX_INTERVAL_MS,
        leaseMs: env.OUTBOX_LEASE_MS,
        deliveryMaxMs: env.OUTBOX_DELIVERY_MAX_MS,
        log: app.log,
      });
      const w = worker;
      registerChallengeRoute(
        app,
        secrets,
        { max: env.CHALLENGE_RATE_LIMIT_MAX, windowMs: CHALLENGE_WINDOW_MS },
        clock,
      );
      registerLeadRoute(app, {
        env,
        store,
        channels: names,
        onSaved: () => w.kick(),
        secrets,
        clock,
      });
      app.addHook("onReady", async () => w.start());
      app.addHook("onClose", async () => w.stop());
      registerNotices(app, { store, delivery: notices, kick: () => w.kick(), clock });
      if (heldDigestOn(env)) {
        const digests = createDigestScheduler({
          store,
          channels: Object.keys(digestChannels) as DigestChannel[],
          intervalMs: DIGEST_CHECK_MS,
          onQueued: () => w.kick(),
          // Unreachable database: the store logs it; the next check tries again.
          onError: (err) => {
            if (!(err instanceof StoreNotReadyError))
              app.log.warn({ err }, "could not check for a held-lead digest");
          },
        });
        app.addHook("onReady", async () => digests.start());
        app.addHook("onClose", async () => digests.stop());
      }
    },
    close() {
      return store.close();
    },
  };
}
