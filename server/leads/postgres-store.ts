/**
 * The lead store on PostgreSQL, for several server instances on one database.
 * Chosen when DATABASE_URL is set. Same interface and migrations as SQLite;
 * outbox entries are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so
 * each is delivered by one instance, and a dead instance's claims run out.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { migrations } from "./migrations";
import { postgresInbox } from "./postgres-inbox";
import { postgresSources } from "./sources";
import {
  INSERT_LEAD,
  LEAD_VALUES,
  leadValues,
  toLead,
  transaction,
  type LeadRow,
} from "./postgres-rows";
import {
  OUTBOX_ENTRY_COLUMNS,
  OUTBOX_RECORD_COLUMNS,
  outboxRecordValues,
  toEntry,
  toOutboxRecord,
  type OutboxRecordRow,
  type OutboxRow,
} from "./rows";
import type {
  Channel,
  Lead,
  LeadFilter,
  LeadStats,
  LeadStore,
  NewLead,
  LeadState,
  OutboxRecord,
  SaveExtras,
} from "./types";
import { StoreNotReadyError } from "./types";

export type SslMode = "disable" | "require" | "verify-ca" | "verify-full";

export interface PostgresOptions {
  url: string;
  poolMax: number;
  statementTimeoutMs: number;
  /** How long a query may wait for a connection before failing (so a POST gets 503, not a hang). */
  connectTimeoutMs: number;
  sslMode: SslMode;
  /** CA certificate file for verify-ca / verify-full. */
  sslRootCert?: string;
}

/** The one lock key every instance takes while migrating. */
const MIGRATION_LOCK = 4_735_201_766;

/** BIGINT (ms times, counts) as numbers: all ours stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function sslConfig(mode: SslMode, rootCert?: string): pg.PoolConfig["ssl"] {
  if (mode === "disable") return false;
  const ca = rootCert ? readFileSync(rootCert, "utf8") : undefined;
  if (mode === "require") return { rejectUnauthorized: false };
  if (mode === "verify-ca")
    return { ca, rejectUnauthorized: true, checkServerIdentity: () => undefined };
  return { ca, rejectUnauthorized: true };
}

/** "user@host:port/db", never the password: for log lines. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.username ? `${decodeURIComponent(u.username)}@` : ""}${u.host}${u.pathname}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

const DAY_MS = 86_400_000;

/**
 * Queues a lead's notifications (inside a transaction): one row per channel,
 * and the visitor's confirmation when none went to the address in the last day.
 */
async function queue(
  client: pg.PoolClient,
  id: string,
  channels: readonly Channel[],
  now: number,
  autoreplyTo: string | null | undefined,
) {
  const all = [...channels];
  if (autoreplyTo) {
    const noted = await client.query(
      `INSERT INTO autoreplies (address_hash, sent_at) VALUES ($1, $2)
       ON CONFLICT (address_hash) DO UPDATE SET sent_at = excluded.sent_at
       WHERE autoreplies.sent_at <= excluded.sent_at - ${DAY_MS}`,
      [autoreplyTo, now],
    );
    if (noted.rowCount) all.push("autoreply");
  }
  if (all.length === 0) return;
  await client.query(
    `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
     SELECT $1, c, $2, $2 FROM unnest($3::text[]) AS c`,
    [id, now, all],
  );
}

/** Applies the pending migrations once, under an advisory lock, so instances starting together take turns. */
export async function migratePostgres(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)",
      );
      const done = new Set(
        (await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map(
          (r) => r.version,
        ),
      );
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await client.query("BEGIN");
        try {
          if (m.postgres) await client.query(m.postgres);
          await m.backfill?.postgres(client);
          await client.query(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())",
            [m.version, m.name],
          );
          await client.query("COMMIT");
          applied.push(m.version);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
  return applied;
}

export interface PostgresStore extends LeadStore {
  readonly pool: pg.Pool;
  /** Resolves once connected and migrated (retrying when `retry` is on). */
  readonly ready: Promise<void>;
}

export function createPool(opts: PostgresOptions, onError?: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolMax,
    statement_timeout: opts.statementTimeoutMs,
    query_timeout: opts.statementTimeoutMs + 1000,
    connectionTimeoutMillis: opts.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    ssl: sslConfig(opts.sslMode, opts.sslRootCert),
    types,
    application_name: "lexcore-site",
  });
  // An idle connection dropped by the server (restart, failover) is reported
  // here; without a listener it would crash the process. The pool replaces it.
  pool.on("error", (error) => onError?.(error));
  return pool;
}

/**
 * Opens the store. With `retry`, a database that is down at start is retried
 * with backoff (1 s doubling to 30 s), each failure logged; until it is ready
 * every method rejects with StoreNotReadyError, so POSTs get 503 meanwhile.
 * Without it, `ready` rejects on the first failure (for the CLI).
 */
export function openPostgresStore(
  opts: PostgresOptions,
  log: {
    info: (msg: string) => void;
    warn: (msg: string) => void;
  } = { info: () => undefined, warn: () => undefined },
  retry = true,
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

  return {
    kind: "postgres",
    pool,
    ready,
    ...postgresSources(query),
    ...postgresInbox(query, (work) => {
      if (!isReady) return Promise.reject(new StoreNotReadyError());
      return transaction(pool, work);
    }),
    async saveLead(
      input: NewLead,
      channels: readonly Channel[],
      now = new Date(),
      extras: SaveExtras = {},
    ) {
      if (!isReady) throw new StoreNotReadyError();
      const lead: Lead = {
        ...input,
        id: randomUUID(),
        receivedAt: now.toISOString(),
        note: null,
        source: input.source ?? null,
      };
      const t = now.getTime();
      if (lead.state === "new" && extras.autoreplyTo) {
        // The once-a-day check needs a second statement: one transaction.
        await transaction(pool, async (client) => {
          await client.query(INSERT_LEAD, leadValues(lead, extras.bodyHash ?? null));
          await queue(client, lead.id, channels, t, extras.autoreplyTo);
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
        const { rows } = await client.query<{ state: LeadState; notified: boolean }>(
          "SELECT state, notified FROM leads WHERE id = $1 FOR UPDATE",
          [id],
        );
        const from = rows[0]?.state;
        if (!from || from === state) return from;
        const firstTimeNew = state === "new" && !rows[0]!.notified;
        await client.query("UPDATE leads SET state = $1, notified = notified OR $2 WHERE id = $3", [
          state,
          firstTimeNew,
          id,
        ]);
        // Only the first time: Reopen (handled -> new) and spam -> new after a release notify no one.
        if (firstTimeNew) await queue(client, id, channels, now.getTime(), extras.autoreplyTo);
        return from;
      });
    },
    async countBodyHash(hash, since) {
      const { rows } = await query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM leads WHERE body_hash = $1 AND received_at >= $2",
        [hash, since.toISOString()],
      );
      return rows[0]!.n;
    },
    async useSolution(key, expiresAt, now) {
      if (!isReady) throw new StoreNotReadyError();
      // A used key still in the table (not yet expired) refuses the insert; an
      // expired one is replaced; expired rows are swept in the same statement.
      // The insert is atomic across instances. Its commit does not wait for
      // the disk (synchronous_commit off): the lead's own commit right after
      // flushes the WAL up to and past it.
      return transaction(pool, async (client) => {
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
      const { rows } = await query<{ value: string }>(
        "SELECT value FROM settings WHERE name = $1",
        [name],
      );
      return rows[0]!.value;
    },
    async getLead(id) {
      const { rows } = await query<LeadRow>("SELECT * FROM leads WHERE id = $1", [id]);
      return rows[0] && toLead(rows[0]);
    },
    async listLeads(filter: LeadFilter = {}) {
      const args: unknown[] = [filter.state ?? (filter.spam ? "spam" : "new")];
      const where = ["state = $1"];
      const add = (sql: string, value: unknown) => {
        args.push(value);
        where.push(sql.replace("?", `$${args.length}`));
      };
      if (filter.form) add("form = ?", filter.form);
      if (filter.since) add("received_at >= ?", filter.since.toISOString());
      if (filter.olderThan) add("received_at < ?", filter.olderThan.toISOString());
      const limit = filter.limit ? ` LIMIT ${Math.floor(filter.limit)}` : "";
      const { rows } = await query<LeadRow>(
        `SELECT * FROM leads WHERE ${where.join(" AND ")} ORDER BY received_at, seq${limit}`,
        args,
      );
      return rows.map(toLead);
    },
    async claimDue(owner, now, limit, leaseMs) {
      // SKIP LOCKED: rows another instance is claiming right now are passed
      // over, not waited for; the lease keeps them ours after the commit.
      const { rows } = await query<OutboxRow>(
        `UPDATE outbox SET claimed_by = $1, claimed_until = $2::bigint + $4::bigint
         WHERE id IN (
           SELECT id FROM outbox
           WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2 AND claimed_until <= $2
           ORDER BY next_attempt_at, id LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         RETURNING ${OUTBOX_ENTRY_COLUMNS}`,
        [owner, now, limit, leaseMs],
      );
      return rows.map(toEntry).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
    },
    async markDelivered(entryId, now) {
      await query(
        "UPDATE outbox SET delivered_at = $1, attempts = attempts + 1, last_error = NULL, claimed_until = 0 WHERE id = $2 AND delivered_at IS NULL",
        [now, entryId],
      );
    },
    async markRetry(entryId, error, nextAttemptAt) {
      await query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_until = 0 WHERE id = $3 AND delivered_at IS NULL",
        [error.slice(0, 1000), nextAttemptAt, entryId],
      );
    },
    async markFailed(entryId, error, now) {
      await query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, failed_at = $2, claimed_until = 0 WHERE id = $3 AND delivered_at IS NULL",
        [error.slice(0, 1000), now, entryId],
      );
    },
    async purgeOlderThan(before) {
      const result = await query("DELETE FROM leads WHERE received_at < $1", [
        before.toISOString(),
      ]);
      return result.rowCount ?? 0;
    },
    async stats(): Promise<LeadStats> {
      const byFormAndState = (
        await query<LeadStats["byFormAndState"][number]>(
          "SELECT form, state, COUNT(*) AS count FROM leads GROUP BY form, state ORDER BY form, state",
        )
      ).rows;
      const { rows } = await query<LeadStats["notifications"]>(
        `SELECT COUNT(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS pending,
                COUNT(*) FILTER (WHERE delivered_at IS NOT NULL) AS delivered,
                COUNT(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
         FROM outbox`,
      );
      return { byFormAndState, notifications: rows[0]! };
    },
    async *exportAll() {
      const { rows } = await query<LeadRow>("SELECT * FROM leads ORDER BY received_at, seq");
      for (const row of rows) {
        const outbox = await query<OutboxRecordRow>(
          `SELECT ${OUTBOX_RECORD_COLUMNS} FROM outbox WHERE lead_id = $1 ORDER BY id`,
          [row.id],
        );
        yield { lead: toLead(row), outbox: outbox.rows.map(toOutboxRecord) };
      }
    },
    async importLead(lead: Lead, outbox: readonly OutboxRecord[]) {
      if (!isReady) throw new StoreNotReadyError();
      return transaction(pool, async (client) => {
        const inserted = await client.query(
          `${INSERT_LEAD} ON CONFLICT (id) DO NOTHING`,
          leadValues(
            lead,
            null,
            (lead.state !== "held" && lead.state !== "spam") || outbox.length > 0,
          ),
        );
        if (inserted.rowCount === 0) return false;
        for (const o of outbox) {
          await client.query(
            `INSERT INTO outbox (lead_id, ${OUTBOX_RECORD_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            outboxRecordValues(lead.id, o),
          );
        }
        return true;
      });
    },
    async close() {
      closed = true;
      await pool.end();
    },
    async health() {
      const { rows } = await query<{ version: number | null; oldest: number | null }>(
        `SELECT (SELECT MAX(version) FROM schema_migrations) AS version,
           (SELECT MIN(created_at) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL) AS oldest`,
      );
      return { schemaVersion: rows[0]?.version ?? 0, oldestPendingAt: rows[0]?.oldest ?? null };
    },
  };
}
