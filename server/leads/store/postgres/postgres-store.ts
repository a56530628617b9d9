/** The lead store on PostgreSQL (DATABASE_URL), for several instances on one database: same
 * interface and migrations as SQLite; outbox entries claimed with `FOR UPDATE SKIP LOCKED` and
 * a lease. */
import type pg from "pg";
import { postgresInbox } from "./postgres-inbox";
import { postgresNotices } from "./postgres-notices";
import { migratePostgres } from "./postgres-migrate";
import { queue, postgresOutbox } from "./postgres-outbox";
import { createPool, describeUrl, type PostgresOptions } from "./postgres-pool";
import { INSERT_LEAD, LEAD_VALUES, leadValues, type Tx } from "./postgres-rows";
import { numbered, postgresQueryDb, transaction } from "../../../db";
import { postgresScreening } from "./postgres-screening";
import { buildLead, importedLead, stateChange } from "../new-lead";
import { leadQueries } from "../lead-queries";
import { leadSources } from "../../inbox/sources-report";
import { INSERT_OUTBOX_RECORD, outboxRecordValues, toLead, type LeadRow } from "../lead-rows";
import type {
  Channel,
  Lead,
  LeadStore,
  NewLead,
  LeadState,
  OutboxRecord,
  SaveExtras,
} from "../../types";
import { StoreNotReadyError } from "../../types";

export interface PostgresStore extends LeadStore {
  readonly pool: pg.Pool;
  /** Resolves once connected and migrated (retrying when `retry` is on). */
  readonly ready: Promise<void>;
}

export interface OpenPostgresOptions {
  /** Where the connection and migration lines go (nowhere by default). */
  log?: {
    info: (msg: string) => void;
    warn: (msg: string) => void;
  };
  /** Retry a database that is down at start (the server); off, the first failure rejects `ready`
   * (the CLI). Default on. */
  retry?: boolean;
}

/** Opens the store. With `retry`, a database down at start is retried with backoff (1 s doubling
 * to 30 s) and methods reject with StoreNotReadyError meanwhile (POSTs get 503); without,
 * `ready` rejects. */
export function openPostgresStore(
  opts: PostgresOptions,
  {
    log = { info: () => undefined, warn: () => undefined },
    retry = true,
  }: OpenPostgresOptions = {},
): PostgresStore {
  const where = describeUrl(opts.url);
  const pool = createPool(opts, (error) =>
    log.warn(`PostgreSQL connection lost (${error.message}); it will be replaced`),
  );
  let isReady = false;
  let closed = false;

  const ready = (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const applied = await migratePostgres(pool);
        isReady = true;
        log.info(
          `Leads are stored in PostgreSQL at ${where}${applied.length ? ` (applied migration ${applied.join(", ")})` : ""}`,
        );
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!retry || closed) {
          throw new Error(`Cannot use PostgreSQL at ${where}: ${message}`, { cause: error });
        }
        const wait = Math.min(1000 * 2 ** attempt, 30_000);
        log.warn(
          `Cannot reach PostgreSQL at ${where} (${message}); retrying in ${wait / 1000} s. Until then the forms answer 503 and the pages are served as usual.`,
        );
        await new Promise((r) => setTimeout(r, wait).unref());
        if (closed) throw new Error("closed");
      }
    }
  })();
  // The server does not wait on `ready`; a rejection is already logged above.
  ready.catch(() => undefined);

  const query = async <R extends pg.QueryResultRow>(sql: string, args: unknown[] = []) => {
    if (!isReady) throw new StoreNotReadyError();
    return pool.query<R>(sql, args);
  };

  const tx: Tx = (work) => {
    if (!isReady) return Promise.reject(new StoreNotReadyError());
    return transaction(pool, work);
  };

  const reads = postgresQueryDb(query);

  return {
    kind: "postgres",
    pool,
    ready,
    ...leadSources(reads),
    ...leadQueries(reads),
    ...postgresInbox(query, tx),
    ...postgresNotices(query, tx),
    ...postgresScreening(query, tx),
    ...postgresOutbox(query),
    async saveLead(
      input: NewLead,
      channels: readonly Channel[],
      now = new Date(),
      extras: SaveExtras = {},
    ) {
      if (!isReady) throw new StoreNotReadyError();
      const lead = buildLead(input, now);
      const t = now.getTime();
      if (lead.state === "new" && extras.autoreplyTo) {
        // The once-a-day check needs a second statement: one transaction.
        await transaction(pool, async (client) => {
          await client.query(INSERT_LEAD, leadValues(lead, extras.bodyHash ?? null));
          await queue(client, lead.id, channels, t, extras);
        });
        return lead;
      }
      const outbox = lead.state === "new" ? channels : [];
      // One statement, so one round trip and one implicit transaction: the lead
      // and its outbox rows are committed together (or not at all) before it returns.
      await pool.query(
        `WITH lead AS (${INSERT_LEAD} RETURNING id)
         INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
         SELECT lead.id, c, $${LEAD_VALUES + 1}, $${LEAD_VALUES + 1} FROM lead, unnest($${LEAD_VALUES + 2}::text[]) AS c`,
        [...leadValues(lead, extras.bodyHash ?? null), t, outbox],
      );
      return lead;
    },
    async setState(id, state, channels, now = new Date(), extras = {}) {
      if (!isReady) throw new StoreNotReadyError();
      return transaction(pool, async (client) => {
        const { rows } = await client.query<LeadRow & { notified: boolean }>(
          "SELECT * FROM leads WHERE id = $1 FOR UPDATE",
          [id],
        );
        const row = rows[0];
        const from = row?.state as LeadState | undefined;
        if (!row || from === state) return from;
        const c = stateChange(toLead(row), row.notified, state, now, extras.by);
        await client.query(
          `UPDATE leads SET state = $1, notified = notified OR $2, promise = $3, due_at = $4,
             answered_at = $5, answered_by = $6 WHERE id = $7`,
          [state, c.firstTimeNew, c.promise, c.dueAt, c.answeredAt, c.answeredBy, id],
        );
        // Only the first time: Reopen (handled -> new) and spam -> new after a release notify no
        // one.
        if (c.firstTimeNew) await queue(client, id, channels, now.getTime(), extras);
        return from;
      });
    },
    async importLead(copied: Lead, outbox: readonly OutboxRecord[]) {
      if (!isReady) throw new StoreNotReadyError();
      const { lead, notified } = importedLead(copied, outbox.length);
      return transaction(pool, async (client) => {
        const inserted = await client.query(
          `${INSERT_LEAD} ON CONFLICT (id) DO NOTHING`,
          leadValues(lead, null, notified),
        );
        if (inserted.rowCount === 0) return false;
        for (const o of outbox) {
          await client.query(numbered(INSERT_OUTBOX_RECORD), outboxRecordValues(lead.id, o));
        }
        return true;
      });
    },
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
