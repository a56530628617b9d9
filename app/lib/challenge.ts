/**
 * The invisible spam challenge, loaded with the form's checks (never at page
 * start): fetch a signed challenge from GET /challenge, solve it in a worker
 * while the visitor fills the form, and hand the solution to the next post
 * (the hidden CHALLENGE_FIELD). If it is not ready when the form is sent, the
 * form goes without it: the server holds such a lead for review, never drops it.
 */
import type { Challenge } from "altcha-lib";

interface Solved {
  /** base64 of { challenge, solution }, as the server reads it. */
  payload: string;
  expiresAt: number;
}

/** A solution this close to its expiry is not sent; a new one is fetched before. */
const MARGIN_MS = 5 * 60_000;

let ready: Solved | undefined;
let running: Promise<Solved | undefined> | undefined;
let refresh: number | undefined;

const fresh = (s: Solved | undefined): s is Solved =>
  s !== undefined && s.expiresAt - Date.now() > MARGIN_MS;

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

async function solve(): Promise<Solved | undefined> {
  const response = await fetch("/challenge", { cache: "no-store", credentials: "omit" });
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as Challenge;
  const solution = await solveIn(challenge);
  if (!solution) return undefined;
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}

/** Starts (once) fetching and solving a challenge, unless a fresh solution is waiting. */
export function startChallenge(): void {
  if (fresh(ready) || running) return;
  running = solve()
    .catch(() => undefined)
    .then((solved) => {
      running = undefined;
      ready = solved;
      window.clearTimeout(refresh);
      if (solved) {
        // A form left open for hours gets a new one before this one runs out.
        refresh = window.setTimeout(
          () => {
            ready = undefined;
            startChallenge();
          },
          Math.max(0, solved.expiresAt - Date.now() - MARGIN_MS),
        );
      }
      return solved;
    });
}

/**
 * The solution for one post: at once when ready, else after at most `waitMs`
 * of one being solved, else "" (sent without; held). Each is used once: the
 * next post (a retry, another form) gets a new one, started here.
 */
export async function takeSolution(waitMs = 800): Promise<string> {
  let solved = fresh(ready) ? ready : undefined;
  if (!solved && running) {
    let timer: number | undefined;
    solved = await Promise.race([
      running,
      new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, waitMs))),
    ]);
    window.clearTimeout(timer);
  }
  if (solved && ready === solved) ready = undefined;
  startChallenge();
  return fresh(solved) ? solved.payload : "";
}
