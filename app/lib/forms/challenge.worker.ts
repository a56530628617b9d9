/** The spam challenge's solver in a same-origin module worker (CSP worker-src 'self'): challenge
 * in, solution (altcha-lib, PBKDF2 via Web Crypto) or null out. */
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
