/** Traffic counting on the lead store's database: the beacon endpoint, the batch writer, the
 * hourly roll-up job and the report reader; the writer and job run while the app is up. */
import type { FastifyInstance } from "fastify";
import type { Env } from "../env";
import type { SiteFiles } from "../static-files";
import type { LeadStore } from "../leads/types";
import { trafficDbOf, type TrafficDb } from "./traffic-db";
import { trafficReader } from "./traffic-report";
import { runTrafficJob, trafficJob } from "./rollup";
import { registerBeaconRoute } from "./visit-route";
import { blockListOf } from "./rules";
import { createWriter } from "./writer";

export const BEACON_WINDOW_MS = 60_000;

export function trafficCapture(
  env: Env,
  store: LeadStore,
  opts: { now?: () => number; flushMs?: number; db?: TrafficDb } = {},
) {
  const now = opts.now ?? Date.now;
  const db = opts.db ?? trafficDbOf(store);
  let log = { warn: (_m: string) => undefined as void };
  const writer = createWriter({
    db,
    now,
    flushMs: opts.flushMs,
    log: { warn: (m) => log.warn(m) },
  });
  const retention = {
    eventsDays: env.TRAFFIC_EVENTS_DAYS,
    rollupMonths: env.TRAFFIC_ROLLUP_MONTHS,
  };
  const runJob = async () => {
    const done = await runTrafficJob(db, writer.salts, retention, now(), store);
    if (done.deferred.length)
      log.warn(
        `traffic: the roll-up of ${done.deferred.join(", ")} did not finish in its time; the next run goes on with it`,
      );
    return done;
  };
  const job = trafficJob(runJob, { warn: (m) => log.warn(m) });
  return {
    db,
    writer,
    /** One run of the daily job (tests and the CLI call it directly). */
    runJob,
    reader: trafficReader({ db, leads: store }),
    async register(app: FastifyInstance, site: Pick<SiteFiles, "pages">) {
      log = { warn: (m) => app.log.warn(m) };
      await registerBeaconRoute(app, {
        writer,
        siteHost: new URL(env.SITE_URL).host,
        blocked: blockListOf(env.TRAFFIC_BLOCK_IPS),
        isPage: (path) => site.pages.has(path),
        rateLimit: { max: env.TRAFFIC_RATE_LIMIT_MAX, windowMs: BEACON_WINDOW_MS },
        now,
      });
      app.addHook("onReady", async () => {
        writer.start();
        job.start();
      });
      app.addHook("onClose", async () => {
        await job.stop();
        await writer.stop();
      });
    },
  };
}
