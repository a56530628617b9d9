/** What screening asks of PostgreSQL: repeated bodies, used challenge solutions and shared
 * settings. */
import type { Query, Tx } from "./postgres-rows";
import type { ScreeningStore } from "../store-contract";

type ScreeningMethods = ScreeningStore;

/** `query` and `tx` refuse (StoreNotReadyError) until the store is migrated. */
export const postgresScreening = (query: Query, tx: Tx): ScreeningMethods => ({
  async countBodyHash(hash, since) {
    const { rows } = await query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM leads WHERE body_hash = $1 AND received_at >= $2",
      [hash, since.toISOString()],
    );
    return rows[0]!.n;
  },
  async useSolution(key, expiresAt, now) {
    // A used key not yet expired refuses the insert (atomic across instances); expired rows are
    // swept in the same statement. synchronous_commit off: the lead's own commit right after
    // flushes the WAL.
    return tx(async (client) => {
      await client.query("SET LOCAL synchronous_commit TO OFF");
      const { rowCount } = await client.query(
        `WITH swept AS (DELETE FROM used_solutions WHERE expires_at < $3 AND key <> $1)
         INSERT INTO used_solutions (key, expires_at) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at
         WHERE used_solutions.expires_at < $3`,
        [key, expiresAt, now],
      );
      return (rowCount ?? 0) > 0;
    });
  },
  async sharedSetting(name, candidate) {
    await query(
      "INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
      [name, candidate],
    );
    const { rows } = await query<{ value: string }>("SELECT value FROM settings WHERE name = $1", [
      name,
    ]);
    return rows[0]!.value;
  },
});
