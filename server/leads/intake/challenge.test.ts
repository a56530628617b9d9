import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import {
  TEST_CHALLENGE_SECRET,
  solve,
  solvedAt,
} from "../../../tests/support/data/solved-challenge";
import { storeEachTest } from "../../../tests/support/data/stores";
import {
  CHALLENGE,
  encodePayload,
  issueChallenge,
  loadSecrets,
  secretsFrom,
  verifyChallenge,
} from "./challenge";

const secrets = secretsFrom(TEST_CHALLENGE_SECRET);
const t = storeEachTest("sqlite");

describe("the challenge", () => {
  it("is signed, expires after its time, carries its issue time, and takes work", async () => {
    const now = Date.parse("2026-06-01T12:00:00Z");
    const challenge = await issueChallenge(secrets, now);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: CHALLENGE.cost,
      expiresAt: (now + CHALLENGE.ttlMs) / 1000,
      data: { issuedAt: now },
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(CHALLENGE.counterMin);
    expect(solution!.counter).toBeLessThanOrEqual(CHALLENGE.counterMax);
  });

  it("accepts a solved one once, with its issue time", async () => {
    const issuedAt = Date.now() - 10_000;
    const field = await solvedAt(issuedAt);
    expect(await verifyChallenge(field, secrets, t.store)).toEqual({ status: "ok", issuedAt });
    expect(await verifyChallenge(field, secrets, t.store)).toEqual({ status: "reused" });
  });

  it("refuses missing, malformed, expired, forged and unsolved ones", async () => {
    expect(await verifyChallenge(undefined, secrets, t.store)).toEqual({ status: "missing" });
    expect(await verifyChallenge("", secrets, t.store)).toEqual({ status: "missing" });
    expect(await verifyChallenge("not base64 json", secrets, t.store)).toEqual({
      status: "malformed",
    });
    const expired = await solvedAt(Date.now() - CHALLENGE.ttlMs - 1000);
    expect(await verifyChallenge(expired, secrets, t.store)).toEqual({ status: "expired" });
    // Signed with another key: a bot's own challenge.
    const foreign = await solvedAt(Date.now() - 10_000, "someone-elses-secret-0123");
    expect(await verifyChallenge(foreign, secrets, t.store)).toEqual({ status: "forged" });
    // Ours, but with the prefix changed to make the work trivial.
    const challenge = await issueChallenge(secrets, Date.now() - 10_000, 5);
    const tampered = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "00" } };
    expect(await verifyChallenge(await solve(tampered), secrets, t.store)).toEqual({
      status: "forged",
    });
    // Ours, with a made-up answer.
    const guessed = encodePayload({
      challenge: await issueChallenge(secrets),
      solution: { counter: 1, derivedKey: "ab".repeat(32) },
    });
    expect(await verifyChallenge(guessed, secrets, t.store)).toEqual({ status: "wrong" });
  });

  it("keeps one random key in the store when CHALLENGE_SECRET is not set", async () => {
    const first = await loadSecrets(t.store);
    const again = await loadSecrets(await t.reopen());
    expect(again).toEqual(first);
    expect(first).not.toEqual(secretsFrom(TEST_CHALLENGE_SECRET));
    expect(await loadSecrets(t.store, TEST_CHALLENGE_SECRET)).toEqual(secrets);
  });
});
