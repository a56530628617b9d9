/** Solved spam challenges for the server tests, the corpus and the bench (solved in Node with
 * altcha-lib). */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { encodePayload, issueChallenge, secretsFrom } from "../../../server/leads/intake/challenge";

/** The CHALLENGE_SECRET of testEnv(). */
export const TEST_CHALLENGE_SECRET = "test-challenge-secret-0123456789";

export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return encodePayload({ challenge, solution });
}

/**
 * A challenge signed with `secret` as if issued at `issuedAt` (default: a
 * minute ago, as a person would have started on the form), solved. Its answer
 * is a small counter, so hundreds solve in a moment (the server checks the
 * signed key, not how far the counter went; its own challenges go to 1,000-3,000).
 */
export async function solvedAt(
  issuedAt = Date.now() - 60_000,
  secret = TEST_CHALLENGE_SECRET,
): Promise<string> {
  return solve(await issueChallenge(secretsFrom(secret), issuedAt, 1 + (issuedAt % 7)));
}

/** GET /challenge from a running server (or an injected app), solved. */
export async function fetchSolved(get: () => Promise<Challenge>): Promise<string> {
  return solve(await get());
}
