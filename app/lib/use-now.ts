import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the page has had its first idle moment after hydration. What reads
 * the clock (the support widget, which formats the time in Eastern Time, and
 * the footer's year) waits for it, so that work, and the re-render it causes,
 * stays out of the busy start of the page. Links wait for it too before they
 * fetch the next page (app/lib/prefetch.ts).
 */
let idle = false;
const waiting = new Set<() => void>();

export function afterIdle(onIdle: () => void): () => void {
  if (idle) {
    onIdle();
    return () => undefined;
  }
  waiting.add(onIdle);
  if (waiting.size === 1) {
    const ready = () => {
      idle = true;
      for (const notify of [...waiting]) notify();
      waiting.clear();
    };
    // Safari has no requestIdleCallback; a short timeout stands in for it.
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(ready, { timeout: 2000 });
    } else {
      window.setTimeout(ready, 200);
    }
  }
  return () => waiting.delete(onIdle);
}

/**
 * The current time, rounded down to `intervalMs` and re-read every `intervalMs`.
 * Null in prerendered HTML, during hydration and until the browser's first idle
 * moment after it, so a build-time value is never frozen into the page.
 */
export function useNow(intervalMs: number): Date | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const id = window.setInterval(onChange, intervalMs);
      const cancelIdle = afterIdle(onChange);
      return () => {
        window.clearInterval(id);
        cancelIdle();
      };
    },
    [intervalMs],
  );
  const bucket = useSyncExternalStore(
    subscribe,
    () => (idle ? Math.floor(Date.now() / intervalMs) : null),
    () => null,
  );
  return bucket === null ? null : new Date(bucket * intervalMs);
}
