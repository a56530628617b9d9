/** No lead refused at start: the port opens at once, but requests that use the store (POST,
 * /challenge, /admin) wait until it is ready, up to `holdMs` after start; then an unready store
 * answers 503 as in any outage (docs/decisions/0033). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BEACON_PATH } from "../../shared/visit-beacon";

/** Routes that never wait for the store: the built pages, the health checks and the visit beacon
 * (it only queues). */
const NEVER_HELD = new Set(["/*", "/healthz", "/readyz", BEACON_PATH]);

const usesStore = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route !== undefined && !NEVER_HELD.has(route);
};

export interface StartupHold {
  /** Resolves once the store is ready. */
  ready: Promise<unknown>;
  /** The longest the first requests wait, from start. */
  holdMs: number;
  /** The clock for the log line's figure. */
  now?: () => number;
}

export function holdUntilStoreReady(
  app: FastifyInstance,
  { ready, holdMs, now = () => performance.now() }: StartupHold,
) {
  const started = now();
  let open = false;
  let held = 0;
  const gate = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), holdMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    // A store that gave up has logged why; its requests get its own 503.
    ready.then(done, done);
  }).then((inTime) => {
    open = true;
    const ms = Math.round(now() - started);
    if (!inTime)
      app.log.warn(
        `the lead store is not ready ${ms} ms after start: form posts get 503 until it is`,
      );
    else if (held > 0)
      app.log.info(
        `the lead store was ready ${ms} ms after start; ${held} request(s) waited for it`,
      );
  });
  app.addHook("onRequest", async (request) => {
    if (open || !usesStore(request)) return;
    held++;
    await gate;
  });
}
