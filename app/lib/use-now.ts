import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs`. Null until after hydration, so
 * prerendered HTML never freezes a build-time value.
 */
export function useNow(intervalMs: number, clock: () => Date = () => new Date()): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(clock());
    const id = window.setInterval(() => setNow(clock()), intervalMs);
    return () => window.clearInterval(id);
    // The clock is fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs]);
  return now;
}
