import type { FastifyInstance, FastifyRequest } from "fastify";
import { issueChallenge, loadSecrets, type Secrets } from "./challenge";
import type { LeadStore } from "../types";

/**
 * The challenge keys, loaded once (from CHALLENGE_SECRET, or the store's
 * shared setting); a failed load (database away) is tried again next time.
 */
export function secretsLoader(store: LeadStore, configured?: string) {
  let loading: Promise<Secrets> | undefined;
  return () => {
    loading ??= loadSecrets(store, configured).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const CHALLENGE_WINDOW_MS = 60_000;

/** Challenges a client may fetch per window (CHALLENGE_RATE_LIMIT_MAX per minute; decision 0019). */
export interface ChallengeLimit {
  max: number;
  windowMs: number;
}

/**
 * GET /challenge: a fresh signed challenge as JSON. No cookies, never cached
 * (each is good for one post). When the keys cannot be loaded it answers 503,
 * and past the per-client limit 429 with Retry-After: either way the form is
 * sent without a solution (the lead is held, not lost) and the page asks again later.
 *
 * The limit counts apart from the form's (its own key), in the same counter
 * store: in memory on SQLite, shared through PostgreSQL across instances.
 */
export function registerChallengeRoute(
  app: FastifyInstance,
  secrets: () => Promise<Secrets>,
  limit: ChallengeLimit,
  /** The issue time (tests move it on with the lead route's clock instead of sleeping). */
  clock: () => Date = () => new Date(),
) {
  const rateLimit = {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `challenge|${request.ip}`,
  };
  app.get("/challenge", { config: { rateLimit } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      return await issueChallenge(await secrets(), clock().getTime());
    } catch (err) {
      request.log.error({ err }, "could not issue a challenge");
      return reply.code(503).header("retry-after", "30").send({ ok: false });
    }
  });
}
