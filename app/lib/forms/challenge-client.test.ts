/**
 * The page's challenge client with a fake clock: it fetches a new challenge
 * before the newest runs out, keeps sending the older one while it may, and
 * waits out a refusal's Retry-After before asking again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFRESH_BEFORE_MS, SEND_MARGIN_MS } from "./challenge-client";

const MINUTE = 60_000;
const TTL = 10 * MINUTE;
let answers: (() => Response)[];
let issued: number[];

const challengeAnswer = () => {
  const n = issued.push(Date.now());
  return Response.json({
    parameters: { expiresAt: (Date.now() + TTL) / 1000, nonce: `n${n}` },
    signature: "s",
  });
};

class FakeWorker {
  onmessage?: (event: { data: unknown }) => void;
  postMessage() {
    queueMicrotask(() => this.onmessage?.({ data: { solution: { counter: 1, derivedKey: "k" } } }));
  }
  terminate() {}
}

/** Which challenge (1, 2 …) a payload carries. */
const nonceOf = (payload: string) =>
  (JSON.parse(atob(payload)) as { challenge: { parameters: { nonce: string } } }).challenge
    .parameters.nonce;

/** A fresh copy of the client per test: a page load's, with no solutions or timers yet. */
let startChallenge: () => void;
let takeSolution: (waitMs?: number) => Promise<string>;

beforeEach(async () => {
  vi.resetModules();
  ({ startChallenge, takeSolution } = await import("./challenge-client"));
  vi.useFakeTimers({ now: Date.parse("2026-11-25T12:00:00Z") });
  answers = [];
  issued = [];
  vi.stubGlobal("Worker", FakeWorker);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => (answers.shift() ?? challengeAnswer)()),
  );
});
afterEach(() => {
  vi.clearAllTimers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("challenge client", () => {
  it("fetches a new challenge before the newest runs out, and sends the older while it may", async () => {
    startChallenge();
    await vi.advanceTimersByTimeAsync(0);
    expect(issued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TTL - REFRESH_BEFORE_MS - 1);
    expect(issued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(issued).toHaveLength(2);
    // The first still has over a minute left: it goes, not the one issued a moment ago.
    expect(nonceOf(await takeSolution())).toBe("n1");
    expect(nonceOf(await takeSolution())).toBe("n2");
  });

  it("does not send a solution with under SEND_MARGIN_MS left", async () => {
    startChallenge();
    await vi.advanceTimersByTimeAsync(0);
    // Fetching is refused from now on, so no new one arrives.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await vi.advanceTimersByTimeAsync(TTL - SEND_MARGIN_MS);
    expect(await takeSolution(0)).toBe("");
  });

  it("after a 429 sends without a solution at once and asks again after Retry-After", async () => {
    answers.push(() => new Response(null, { status: 429, headers: { "retry-after": "30" } }));
    startChallenge();
    await vi.advanceTimersByTimeAsync(0);
    expect(issued).toHaveLength(0);
    expect(await takeSolution(0)).toBe("");
    await vi.advanceTimersByTimeAsync(29_999);
    expect(issued).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(issued).toHaveLength(1);
    expect(nonceOf(await takeSolution())).toBe("n1");
  });
});
