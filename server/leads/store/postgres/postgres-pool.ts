/** The PostgreSQL connection pool: its settings, TLS and how the store names the database in
 * logs. */
import { readFileSync } from "node:fs";
import pg from "pg";

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
