/**
 * A passkey ceremony's challenge, kept by the browser rather than the server:
 * the ceremony cookie holds the challenge, what it is for and when it
 * expires, signed with an HMAC key only the server knows. Showing the sign-in
 * page writes nothing; the store records a challenge only once an answer to it
 * has been verified (AuthStore.spendChallenge), so it works once.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface Ceremony {
  challenge: string;
  purpose: string;
  expiresAt: number;
}

const mac = (key: string, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/** The cookie's value: the ceremony as base64url JSON, a dot, its signature. */
export function sealCeremony(key: string, ceremony: Ceremony): string {
  const payload = Buffer.from(
    JSON.stringify([ceremony.challenge, ceremony.purpose, ceremony.expiresAt]),
  ).toString("base64url");
  return `${payload}.${mac(key, payload)}`;
}

/** The ceremony in a cookie this server signed, unexpired and for `purpose`; else undefined. */
export function openCeremony(
  key: string,
  cookie: string,
  purpose: string,
  now: number,
): Ceremony | undefined {
  const [payload, signature, ...rest] = cookie.split(".");
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
  const [challenge, forWhat, expiresAt] = parsed as unknown[];
  if (typeof challenge !== "string" || typeof expiresAt !== "number") return undefined;
  if (forWhat !== purpose || expiresAt <= now) return undefined;
  return { challenge, purpose, expiresAt };
}

/** The ceremony cookies' key, derived from the server's master secret for this use alone. */
export const ceremonyKey = (master: string) =>
  createHmac("sha256", master).update("passkey ceremony cookie").digest("base64url");
