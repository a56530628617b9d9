import { useCallback, useSyncExternalStore } from "react";

/** Whether the page has had its first idle moment after hydration: clock readers (support widget,
 * the footer's year) and link prefetching (app/lib/navigation/prefetch.ts) wait for it, out of the
 * busy start. */
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

/** The time rounded down to `intervalMs`, re-read every `intervalMs`; null until the first idle
 * moment after hydration, so no build-time value is frozen into the page. */
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
