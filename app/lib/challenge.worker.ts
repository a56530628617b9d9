/**
 * The spam challenge's solver, off the main thread: a module worker of our own
 * origin (CSP worker-src 'self'). It gets a challenge from GET /challenge and
 * answers with its solution (altcha-lib, PBKDF2 through Web Crypto), or null.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 }).then(
    (solution) => scope.postMessage({ solution }),
    () => scope.postMessage({ solution: null }),
  );
};
