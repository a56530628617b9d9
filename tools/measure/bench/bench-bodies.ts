/** `npm run bench`'s lead POSTs: each with its own solved spam challenge and message. */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { encodePayload, issueChallenge, secretsFrom } from "../../../server/leads/intake/challenge";

export const CHALLENGE_SECRET = "bench-challenge-secret-not-for-production";

/** `count` POST bodies, each with its own solved challenge: counter 0 answers (the server checks
 * the signed key), so thousands take seconds and cost the server the same to verify. */
export async function contactBodies(count: number, first = 0): Promise<string[]> {
  const secrets = secretsFrom(CHALLENGE_SECRET);
  const issuedAt = Date.now() - 60_000;
  const bodies: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(500, count - start) }, async (_, j) => {
        const challenge = await issueChallenge(secrets, issuedAt, 0);
        const solution = await solveChallenge({ challenge, deriveKey });
        return new URLSearchParams({
          "form-name": "contact",
          "bot-field": "",
          altcha: encodePayload({ challenge, solution: solution! }),
          name: "Bench Mark",
          email: "bench@example.com",
          phone: "304-555-0100",
          service: "consultation",
          howDidYouHear: "other",
          message: `A load-test lead, number ${first + start + j}; safe to delete.`,
        }).toString();
      }),
    );
    bodies.push(...batch);
  }
  return bodies;
}
