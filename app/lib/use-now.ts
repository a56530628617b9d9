import { useCallback, useSyncExternalStore } from "react";

/**
 * The current time, rounded down to `intervalMs` and re-read every `intervalMs`.
 * Null in prerendered HTML and during hydration, so a build-time value is never
 * frozen into the page.
 */
export function useNow(intervalMs: number): Date | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const id = window.setInterval(onChange, intervalMs);
      return () => window.clearInterval(id);
    },
    [intervalMs],
  );
  const bucket = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / intervalMs),
    () => null,
  );
  return bucket === null ? null : new Date(bucket * intervalMs);
}
