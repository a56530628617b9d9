/** GET /healthz: up, no I/O. GET /readyz: store answers, migrations applied, oldest notice
 * recent; else 503 with fixed-text reasons, never an error message. Not logged per request nor
 * rate-limited. */
import type { FastifyInstance, FastifyReply } from "fastify";
import { migrations } from "../leads/store/migrations";
import { StoreNotReadyError, type LeadStore } from "../leads/store/store-contract";

/** A monitor typically waits 10 s or more; the answer comes well before. */
export const READY_TIMEOUT_MS = 2000;

export interface HealthOptions {
  store: LeadStore;
  /** READY_MAX_OUTBOX_AGE_MS. */
  maxOutboxAgeMs: number;
  now?: () => number;
}

const latestMigration = Math.max(...migrations.map((m) => m.version));

class Timeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Undefined when ready, else the one line of reason (fixed text and numbers only). */
export async function readiness(
  { store, maxOutboxAgeMs, now = Date.now }: HealthOptions,
  onError: (error: unknown) => void = () => undefined,
): Promise<string | undefined> {
  let health;
  try {
    health = await withTimeout(store.health(), READY_TIMEOUT_MS);
  } catch (error) {
    onError(error);
    if (error instanceof Timeout)
      return `lead store did not answer within ${READY_TIMEOUT_MS / 1000} s`;
    if (error instanceof StoreNotReadyError)
      return "lead store not ready (connecting or migrating)";
    return "lead store does not answer";
  }
  if (health.schemaVersion < latestMigration) {
    return `lead store schema at migration ${health.schemaVersion}, this server needs ${latestMigration}`;
  }
  if (health.oldestPendingAt !== null) {
    const age = now() - health.oldestPendingAt;
    if (age > maxOutboxAgeMs) {
      return `oldest pending notification queued ${Math.round(age / 1000)} s ago (limit ${Math.round(maxOutboxAgeMs / 1000)} s)`;
    }
  }
  return undefined;
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions) {
  const plain = (reply: FastifyReply) =>
    reply.header("cache-control", "no-store").type("text/plain; charset=utf-8");
  app.get("/healthz", { logLevel: "silent" }, async (_request, reply) => plain(reply).send("ok\n"));

  let failing = false;
  app.get("/readyz", { logLevel: "silent" }, async (_request, reply) => {
    let cause: unknown;
    const reason = await readiness(options, (error) => (cause = error));
    if (reason && !failing) app.log.warn({ err: cause }, `not ready: ${reason}`);
    if (!reason && failing) app.log.info("ready again");
    failing = reason !== undefined;
    if (reason) return plain(reply).code(503).send(`not ready: ${reason}\n`);
    return plain(reply).send("ready\n");
  });
}
