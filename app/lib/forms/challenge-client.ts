/** The invisible spam challenge, loaded with the form's checks: fetched from GET /challenge,
 * solved in a worker, sent with the next post (a lead without it is held, never dropped). A new
 * one comes before the last expires (decision 0019); 429 and 503 are retried after Retry-After. */
import type { Challenge } from "altcha-lib";

interface Solved {
  /** base64 of { challenge, solution }, as the server reads it. */
  payload: string;
  expiresAt: number;
}

/** A solution with less than this left is not sent (the post and clock skew take some). */
export const SEND_MARGIN_MS = 60_000;
/** A new challenge is fetched when the newest solution has less than this left. */
export const REFRESH_BEFORE_MS = 3 * 60_000;
/** After a refusal without Retry-After, and at most after one with it. */
const RETRY_MS = 60_000;

/** Solved challenges, oldest first; each is sent once. */
let pool: Solved[] = [];
let running: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** After a refusal, nothing is fetched before this time (ms). */
let notBefore = 0;

const sendable = (s: Solved) => s.expiresAt - Date.now() > SEND_MARGIN_MS;

function solveIn(challenge: Challenge): Promise<{ counter: number; derivedKey: string } | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./challenge.worker.ts", import.meta.url), {
      type: "module",
    });
    worker.onmessage = (
      event: MessageEvent<{ solution: { counter: number; derivedKey: string } | null }>,
    ) => {
      worker.terminate();
      resolve(event.data.solution);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

/** A solved challenge, or how long to wait before asking again (refused or failed). */
async function solve(): Promise<Solved | { retryInMs: number }> {
  const response = await fetch("/challenge", { cache: "no-store", credentials: "omit" });
  if (!response.ok) {
    const seconds = Number(response.headers.get("retry-after"));
    return { retryInMs: seconds > 0 ? Math.min(seconds * 1000, RETRY_MS) : RETRY_MS };
  }
  const challenge = (await response.json()) as Challenge;
  const solution = await solveIn(challenge);
  if (!solution) return { retryInMs: RETRY_MS };
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}

function wakeIn(ms: number) {
  clearTimeout(timer);
  timer = setTimeout(startChallenge, Math.max(0, ms));
}

/** Starts (once) fetching and solving a challenge, unless a solution with time to spare is
 * waiting. */
export function startChallenge(): void {
  pool = pool.filter(sendable);
  const newest = pool.at(-1);
  if (running || Date.now() < notBefore) return;
  if (newest && newest.expiresAt - Date.now() > REFRESH_BEFORE_MS) {
    wakeIn(newest.expiresAt - Date.now() - REFRESH_BEFORE_MS);
    return;
  }
  running = solve()
    .catch(() => ({ retryInMs: RETRY_MS }))
    .then((result) => {
      running = undefined;
      if ("retryInMs" in result) {
        notBefore = Date.now() + result.retryInMs;
        return wakeIn(result.retryInMs);
      }
      pool.push(result);
      wakeIn(result.expiresAt - Date.now() - REFRESH_BEFORE_MS);
    });
}

/** The solution for one post: at once if ready, else after up to `waitMs`, else "" (the lead is
 * held). Each is used once; taking one starts the next. */
export async function takeSolution(waitMs = 800): Promise<string> {
  pool = pool.filter(sendable);
  if (pool.length === 0 && running) {
    let wait: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, waitMs)))]);
    clearTimeout(wait);
  }
  const solved = pool.filter(sendable)[0];
  pool = pool.filter((s) => s !== solved && sendable(s));
  startChallenge();
  return solved ? solved.payload : "";
}
