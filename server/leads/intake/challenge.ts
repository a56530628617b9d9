/** The proof-of-work challenge (ALTCHA, docs/decisions/0012): checks signature, expiry, work and
 * single use (kept in the store until expiry, across instances). The server signs the derived
 * key, so verifying is two HMACs, not a key derivation. */
import { createHmac, randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ScreeningStore } from "../store/store-contract";

export const CHALLENGE = {
  algorithm: "PBKDF2/SHA-256",
  /** PBKDF2 iterations per attempt. */
  cost: 100,
  /** The answer lies between these counters: the browser tries each up to it. */
  counterMin: 1_000,
  counterMax: 3_000,
  /** How long a challenge may be sent: minutes, so a bot cannot stock solved ones; the page
   * fetches a new one before this runs out (app/lib/forms/challenge-client.ts, decision 0019). */
  ttlMs: 10 * 60_000,
} as const;

export interface Secrets {
  signature: string;
  key: string;
}

/** Two keys (challenge signature, derived-key signature) from one master secret. */
export const secretsFrom = (master: string): Secrets => ({
  signature: createHmac("sha256", master).update("altcha challenge signature").digest("hex"),
  key: createHmac("sha256", master).update("altcha derived key signature").digest("hex"),
});

/** The master secret: CHALLENGE_SECRET, else one made at random and kept in the store (the first
 * instance's wins). */
export async function loadSecrets(store: ScreeningStore, configured?: string): Promise<Secrets> {
  const master =
    configured ??
    (await store.sharedSetting("challenge-secret", randomBytes(32).toString("base64url")));
  return secretsFrom(master);
}

/** A signed challenge issued at `now`; `counter` (the answer) is random unless given (tests). */
export async function issueChallenge(
  secrets: Secrets,
  now = Date.now(),
  counter = randomInt(CHALLENGE.counterMax, CHALLENGE.counterMin),
): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter,
    deriveKey,
    expiresAt: new Date(now + CHALLENGE.ttlMs),
    data: { issuedAt: now },
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
}

/** What the POST's challenge field came to; "ok" is the only clean outcome. */
export type ChallengeVerdict =
  | { status: "ok"; issuedAt: number }
  | { status: "missing" | "malformed" | "forged" | "expired" | "wrong" | "reused" };

interface Payload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** Base64 of JSON { challenge, solution }, as the browser sends it (and the bench builds it). */
export const encodePayload = (payload: Payload) =>
  Buffer.from(JSON.stringify(payload)).toString("base64");

function decodePayload(field: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(field, "base64").toString("utf8")) as Payload;
    const p = value?.challenge?.parameters;
    if (
      typeof p?.nonce !== "string" ||
      typeof value.challenge.signature !== "string" ||
      typeof value.solution !== "object" ||
      value.solution === null
    ) {
      return undefined;
    }
    return value;
  } catch {
    return undefined;
  }
}

export async function verifyChallenge(
  field: string | undefined,
  secrets: Secrets,
  store: ScreeningStore,
  now = Date.now(),
): Promise<ChallengeVerdict> {
  if (!field) return { status: "missing" };
  if (field.length > 4000) return { status: "malformed" };
  const payload = decodePayload(field);
  if (!payload) return { status: "malformed" };
  const { parameters } = payload.challenge;
  if (parameters.algorithm !== CHALLENGE.algorithm) return { status: "forged" };
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
  } catch {
    return { status: "malformed" };
  }
  if (result.expired) return { status: "expired" };
  if (result.invalidSignature) return { status: "forged" };
  // Deterministic challenges carry a key signature; one without it was not ours.
  if (!parameters.keySignature || !result.verified) return { status: "wrong" };
  const issuedAt = Number(parameters.data?.issuedAt);
  const expiresAt = (parameters.expiresAt ?? 0) * 1000;
  if (!(await store.useSolution(parameters.nonce, expiresAt, now))) return { status: "reused" };
  return { status: "ok", issuedAt };
}
