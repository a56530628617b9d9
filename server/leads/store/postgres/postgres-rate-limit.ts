/** A fixed-window rate-limit counter shared by all instances on one database
 * (@fastify/rate-limit): one upsert per POST, keyed by the address's SHA-256, swept once a
 * minute (`sweepRateLimits`). */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { createHash } from "node:crypto";
import type pg from "pg";

/** Expired rows are deleted once a minute. */
export const SWEEP_INTERVAL_MS = 60_000;

export async function hitRateLimit(
  pool: pg.Pool,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const hashed = createHash("sha256").update(key).digest("base64url");
  const { rows } = await pool.query<{ hits: number; window_ends_at: number }>(
    `INSERT INTO rate_limits AS r (key, hits, window_ends_at) VALUES ($1, 1, $2::bigint + $3::bigint)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE r.hits + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN $2::bigint + $3::bigint ELSE r.window_ends_at END
     RETURNING hits, window_ends_at`,
    [hashed, now, windowMs],
  );
  const row = rows[0]!;
  return { current: row.hits, ttl: Math.max(0, row.window_ends_at - now) };
}

/** Deletes the counters whose window has passed; resolves to how many. */
export async function sweepRateLimits(pool: pg.Pool, now = Date.now()): Promise<number> {
  const result = await pool.query("DELETE FROM rate_limits WHERE window_ends_at <= $1", [now]);
  return result.rowCount ?? 0;
}

/** The store class @fastify/rate-limit instantiates, bound to one pool. */
export function postgresRateLimitStore(pool: pg.Pool) {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      hitRateLimit(pool, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as new () => FastifyRateLimitStore;
}
