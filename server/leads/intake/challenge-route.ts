import type { FastifyInstance, FastifyRequest } from "fastify";
import { issueChallenge, loadSecrets, type Secrets } from "./challenge";
import type { LeadStore } from "../store/store-contract";

/** The challenge keys, loaded once (CHALLENGE_SECRET or the store's setting); a failed load is
 * retried next time. */
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

/** Challenges a client may fetch per window (CHALLENGE_RATE_LIMIT_MAX per minute; decision
 * 0019). */
export interface ChallengeLimit {
  max: number;
  windowMs: number;
}

/** GET /challenge: a fresh signed challenge, no cookies, never cached. 503 without keys and 429
 * past its own per-client limit (shared through PostgreSQL across instances): the form is then
 * sent without a solution and the lead held, not lost. */
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
