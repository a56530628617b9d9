/**
 * A rate-limit counter shared by every instance on one PostgreSQL database,
 * for @fastify/rate-limit. A fixed window per client: one upsert per POST.
 * The key is a SHA-256 of the client address, so no address is stored, and
 * rows are deleted once their window has passed.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { createHash } from "node:crypto";
import type pg from "pg";

/** How often (in increments) expired rows are swept. */
const SWEEP_EVERY = 200;

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

/** The store class @fastify/rate-limit instantiates, bound to one pool. */
export function postgresRateLimitStore(pool: pg.Pool, onError: (error: unknown) => void) {
  let count = 0;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      if (++count % SWEEP_EVERY === 0) {
        pool
          .query("DELETE FROM rate_limits WHERE window_ends_at <= $1", [Date.now()])
          .catch(onError);
      }
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
