/** The inbox and held-digest store on PostgreSQL (see server/leads/inbox/inbox-types.ts and
 * server/leads/outbox/digest-types.ts): the queries both engines share, and its transactions. */
import { postgresQueryDb } from "../../../database/db";
import { digestDue } from "../../outbox/digest-schedule";
import type { HeldDigestStore } from "../../outbox/digest-types";
import type { LeadInbox } from "../../inbox/inbox-types";
import { inboxQueries } from "../inbox-queries";
import { insertOutboxRows, type Query, type Tx } from "./postgres-rows";

/** The one lock key instances take to decide on a digest, so only one of them makes it. */
const DIGEST_LOCK = 4_735_201_767;

/** `query` and `tx` refuse (StoreNotReadyError) until the store is migrated. */
export function postgresInbox(query: Query, tx: Tx): LeadInbox & HeldDigestStore {
  return {
    ...inboxQueries(postgresQueryDb(query)),
    async deleteLead(leadId) {
      return tx(async (client) => {
        // The foreign key cascades too; said here so the deletion never depends on it.
        await client.query("DELETE FROM outbox WHERE lead_id = $1", [leadId]);
        const { rowCount } = await client.query("DELETE FROM leads WHERE id = $1", [leadId]);
        return (rowCount ?? 0) > 0;
      });
    },
    async queueDigest(channels, now) {
      if (channels.length === 0) return null;
      const upTo = new Date(now).toISOString();
      return tx(async (client) => {
        // Held until commit: a second instance waits, then sees this digest and makes none.
        await client.query("SELECT pg_advisory_xact_lock($1)", [DIGEST_LOCK]);
        const last = await client.query<{ at: number | null }>(
          "SELECT MAX(created_at) AS at FROM digests",
        );
        const waiting = await client.query<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM leads WHERE state = 'held' AND digest_id IS NULL AND received_at <= $1",
          [upTo],
        );
        const lastAt = last.rows[0]?.at ?? null;
        if (!digestDue({ lastAt, waiting: waiting.rows[0]!.n, now })) return null;
        const { rows } = await client.query<{ id: number }>(
          "INSERT INTO digests (created_at) VALUES ($1) RETURNING id",
          [now],
        );
        const id = rows[0]!.id;
        await client.query(
          "UPDATE leads SET digest_id = $1 WHERE state = 'held' AND digest_id IS NULL AND received_at <= $2",
          [id, upTo],
        );
        await insertOutboxRows(client, "digest_id", id, channels, now);
        return id;
      });
    },
  };
}
