/** The beacon's per-client limit: a fixed window in this instance's memory, so the request path
 * never waits on the store; past `maxKeys` clients the window restarts (bounded memory). */
export function windowLimit(max: number, windowMs: number, now = Date.now, maxKeys = 100_000) {
  let windowEnds = 0;
  let hits = new Map<string, number>();
  return (key: string): boolean => {
    const t = now();
    if (t >= windowEnds || hits.size >= maxKeys) {
      hits = new Map();
      windowEnds = t + windowMs;
    }
    const n = (hits.get(key) ?? 0) + 1;
    hits.set(key, n);
    return n <= max;
  };
}
