import type { FastifyInstance } from "fastify";
import { issueChallenge, loadSecrets, type Secrets } from "./challenge";
import type { LeadStore } from "./types";

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

/**
 * GET /challenge: a fresh signed challenge as JSON. No cookies, never cached
 * (each is good for one post). When the keys cannot be loaded it answers 503
 * and the form is sent without a solution (the lead is held, not lost).
 */
export function registerChallengeRoute(app: FastifyInstance, secrets: () => Promise<Secrets>) {
  app.get("/challenge", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      return await issueChallenge(await secrets());
    } catch (err) {
      request.log.error({ err }, "could not issue a challenge");
      return reply.code(503).header("retry-after", "30").send({ ok: false });
    }
  });
}
