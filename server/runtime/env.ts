/** The server's environment, parsed once at start; a bad value stops it with a message naming
 * it. */
import { z } from "zod";
import { DEFAULT_SITE_URL } from "../../content/business";
import { resolveSiteUrl } from "../../content/site-url";
import {
  blockedAddresses,
  bool,
  int,
  isLoopbackUrl,
  optionalUrl,
  trustProxy,
  unsetIfEmpty,
} from "./env-fields";

export const envSchema = z.object({
  /** "production" on a deployed server (the service unit sets it): SITE_URL is then expected. */
  NODE_ENV: unsetIfEmpty(z.enum(["development", "production", "test"]).default("development")),
  PORT: int(0, 65535, 3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Folder of the built site. */
  BUILD_DIR: z.string().default("build/client"),
  /** Folder of the SQLite file (leads.db). */
  DATA_DIR: z.string().default("data"),
  /** Absolute origin of the site; form POSTs from any other origin are refused. Unset: see
   * siteUrlOf. */
  SITE_URL: unsetIfEmpty(z.string().optional()).transform((v, ctx) => {
    if (v === undefined) return undefined;
    try {
      return resolveSiteUrl(v);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  }),
  /** Believe X-Forwarded-For from these proxies only: false, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: trustProxy,
  /** Longest a whole request (headers and body) may take; then 408 and the connection closes. */
  REQUEST_TIMEOUT_MS: int(1000, undefined, 10_000),
  /** Open connections the server holds at once; more are refused. */
  MAX_CONNECTIONS: int(1, undefined, 1000),
  /** After SIGTERM, open requests get this long to finish; then every connection is closed. */
  SHUTDOWN_TIMEOUT_MS: int(0, undefined, 10_000),
  /** POSTs to "/" allowed per client address per window. */
  RATE_LIMIT_MAX: int(1, undefined, 5),
  RATE_LIMIT_WINDOW_MS: int(1000, undefined, 60_000),
  /** GET /challenge answers allowed per client address per minute (decision 0019). */
  CHALLENGE_RATE_LIMIT_MAX: int(1, undefined, 20),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  NOTIFY_TO: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  NOTIFY_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  WEBHOOK_URL: optionalUrl(["http:", "https:"]),
  WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Send webhooks without a signature (WEBHOOK_SECRET unset); off by default. */
  WEBHOOK_ALLOW_UNSIGNED: bool,
  /** Send lead e-mails over SMTP without TLS; off by default, and logged when on. */
  SMTP_ALLOW_PLAINTEXT: bool,
  /** Milliseconds between outbox runs. */
  OUTBOX_INTERVAL_MS: int(50, undefined, 5000),
  /** How long an instance's claim on a notification lasts: longer than the slowest delivery (SMTP
   * gives up after 20 s a step); a dead instance's claims pass to another this long after. */
  OUTBOX_LEASE_MS: int(1000, undefined, 120_000),
  /** A delivery starts only while this much of the claim is left, so no other instance can claim it
   * mid-delivery: longer than the slowest delivery (20 s SMTP steps), less than OUTBOX_LEASE_MS. */
  OUTBOX_DELIVERY_MAX_MS: int(100, undefined, 60_000),
  /** GET /readyz answers 503 once a notification has waited longer than this (default 15
   * minutes). */
  READY_MAX_OUTBOX_AGE_MS: int(1000, undefined, 15 * 60_000),
  /** How often an instance checks for a version of the site published elsewhere (default 5 s). */
  SITE_POLL_MS: int(200, 60_000, 5000),
  /** PostgreSQL instead of SQLite: postgres://user:password@host:5432/db */
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATABASE_POOL_MAX: int(1, 1000, 10),
  DATABASE_STATEMENT_TIMEOUT_MS: int(100, undefined, 5000),
  /** Wait for a pooled connection at most this long; then the POST gets 503. */
  DATABASE_CONNECT_TIMEOUT_MS: int(100, undefined, 5000),
  /** TLS to PostgreSQL; defaults to the URL's own sslmode, else disable. */
  DATABASE_SSLMODE: unsetIfEmpty(
    z.enum(["disable", "require", "verify-ca", "verify-full"]).optional(),
  ),
  /** CA certificate file for verify-ca / verify-full. */
  DATABASE_SSLROOTCERT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Key that signs the spam challenges (GET /challenge). Unset: a random key made on first start
   * and kept in the store, so instances sharing PostgreSQL share it. */
  CHALLENGE_SECRET: unsetIfEmpty(z.string().min(16).optional()),
  /** "on": a fixed confirmation mail to the visitor of each new lead (needs SMTP_URL). */
  AUTOREPLY: unsetIfEmpty(z.enum(["on", "off"]).default("off")),
  /** The inbox (/admin): a session ends after this many minutes unused… */
  ADMIN_SESSION_IDLE_MINUTES: int(1, 30 * 24 * 60, 12 * 60),
  /** …and this many minutes after sign-in, however much it is used (7 days). */
  ADMIN_SESSION_MAX_MINUTES: int(1, 365 * 24 * 60, 7 * 24 * 60),
  /** Folder of the inbox's server build (react-router build admin). */
  ADMIN_BUILD_DIR: z.string().default("build/admin"),
  /** "on": at most one digest a day of the held leads, to the owner's channels. Unset: on when an
   * e-mail or webhook channel is configured (heldDigestOn). */
  HELD_DIGEST: unsetIfEmpty(z.enum(["on", "off"]).optional()),
  /** "on": a reminder when a lead has a quarter of its reply time left, and a notice when it is
   * overdue. Unset: on when an owner channel is configured (remindersOn). */
  REMINDERS: unsetIfEmpty(z.enum(["on", "off"]).optional()),
  /** "on": the owner's week in one report, Mondays 08:00 business time. Unset: on with an owner
   * channel. */
  WEEKLY_REPORT: unsetIfEmpty(z.enum(["on", "off"]).optional()),
  /** Traffic (server/traffic/): raw beacons kept this many days, daily roll-ups this many
   * months. */
  TRAFFIC_EVENTS_DAYS: int(1, 3650, 90),
  TRAFFIC_ROLLUP_MONTHS: int(1, 1200, 25),
  /** Beacons allowed per client address per minute. */
  TRAFFIC_RATE_LIMIT_MAX: int(1, undefined, 120),
  /** Beacons from these addresses or CIDR ranges are dropped (counted as blocked-ip). */
  TRAFFIC_BLOCK_IPS: blockedAddresses,
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, "SITE_URL"> & {
  /** The site's origin, as siteUrlOf decides it: passkeys, invite and inbox links, the cross-site
   * check. */
  SITE_URL: string;
  /** Where SITE_URL came from: the variable, this machine (see siteUrlOf) or the built-in
   * default. */
  SITE_URL_FROM: "SITE_URL" | "localhost" | "default";
};

const isLoopbackHost = (host: string) =>
  ["localhost", "::1", "[::1]"].includes(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The site's origin: SITE_URL; unset, outside production on a loopback HOST with a fixed PORT,
 * http://localhost:PORT (passkeys work there, never on an IP); else the built-in default, where the
 * inbox cannot work (startupWarnings says so). The CLI shares the rule (docs/decisions/0033). */
export function siteUrlOf(
  env: Pick<ParsedEnv, "SITE_URL" | "NODE_ENV" | "HOST" | "PORT">,
): Pick<Env, "SITE_URL" | "SITE_URL_FROM"> {
  if (env.SITE_URL) return { SITE_URL: env.SITE_URL, SITE_URL_FROM: "SITE_URL" };
  if (env.NODE_ENV !== "production" && isLoopbackHost(env.HOST) && env.PORT !== 0)
    return { SITE_URL: `http://localhost:${env.PORT}`, SITE_URL_FROM: "localhost" };
  return { SITE_URL: resolveSiteUrl(DEFAULT_SITE_URL), SITE_URL_FROM: "default" };
}
type SslMode = NonNullable<Env["DATABASE_SSLMODE"]>;
const SSL_MODES: SslMode[] = ["disable", "require", "verify-ca", "verify-full"];

/** The PostgreSQL settings, when DATABASE_URL is set. The URL's sslmode is taken out (node-postgres
 * would let it override ours) and used unless DATABASE_SSLMODE says otherwise. */
export function postgresSettings(env: Env) {
  if (!env.DATABASE_URL) return undefined;
  const url = new URL(env.DATABASE_URL);
  const fromUrl = url.searchParams.get("sslmode") as SslMode | null;
  url.searchParams.delete("sslmode");
  return {
    url: url.toString(),
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    sslMode: env.DATABASE_SSLMODE ?? fromUrl ?? "disable",
    sslRootCert: env.DATABASE_SSLROOTCERT,
  };
}

export class EnvError extends Error {}

/** The owner has a channel: e-mail (SMTP_URL and NOTIFY_TO) or a webhook. */
const hasOwnerChannel = (env: Env) => Boolean((env.SMTP_URL && env.NOTIFY_TO) || env.WEBHOOK_URL);

/** Whether the held-lead digest runs: HELD_DIGEST, or by default whenever there is a channel. */
export const heldDigestOn = (env: Env) =>
  env.HELD_DIGEST === undefined ? hasOwnerChannel(env) : env.HELD_DIGEST === "on";

/** Whether reminder and overdue notices go out: REMINDERS, or by default with a channel. */
export const remindersOn = (env: Env) =>
  env.REMINDERS === undefined ? hasOwnerChannel(env) : env.REMINDERS === "on";

/** Whether the weekly report goes out: WEEKLY_REPORT, or by default with a channel. */
export const weeklyReportOn = (env: Env) =>
  env.WEEKLY_REPORT === undefined ? hasOwnerChannel(env) : env.WEEKLY_REPORT === "on";

/** Settings that weaken a default on purpose, and an inbox nobody can sign in to: logged as
 * warnings at every start. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.SITE_URL_FROM === "default")
    warnings.push(
      `SITE_URL is not set: passkeys, invite links and the inbox links in lead notices use ${env.SITE_URL}, so nobody can sign in to /admin here. ` +
        (env.NODE_ENV === "production"
          ? "SITE_URL is required in production: set it to the address the site is opened at."
          : "Set SITE_URL to the address the site is opened at (without it, only a server listening on 127.0.0.1 gets http://localhost:PORT)."),
    );
  if (env.SMTP_URL && env.SMTP_ALLOW_PLAINTEXT)
    warnings.push(
      "SMTP_ALLOW_PLAINTEXT is on: lead e-mails and the SMTP password are sent without TLS when the mail server offers no STARTTLS",
    );
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET)
    warnings.push(
      "WEBHOOK_ALLOW_UNSIGNED is on: webhook requests carry no signature, so the receiver cannot tell them from forged ones",
    );
  return warnings;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env: Env = { ...result.data, ...siteUrlOf(result.data) };
    if (env.SMTP_URL && !env.NOTIFY_TO) {
      throw new EnvError("Invalid environment: NOTIFY_TO is required when SMTP_URL is set");
    }
    const smtpOptions = env.SMTP_URL ? [...new URL(env.SMTP_URL).searchParams.keys()] : [];
    const tlsOption = smtpOptions.find((k) => ["secure", "requireTLS", "ignoreTLS"].includes(k));
    if (tlsOption) {
      throw new EnvError(
        `Invalid environment: SMTP_URL must not set ${tlsOption}; use smtps: for TLS from the start, smtp: for STARTTLS, and SMTP_ALLOW_PLAINTEXT=true only to send without TLS`,
      );
    }
    if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET && !env.WEBHOOK_ALLOW_UNSIGNED) {
      throw new EnvError(
        "Invalid environment: WEBHOOK_URL needs WEBHOOK_SECRET, so the receiver can tell our requests from forged ones (or set WEBHOOK_ALLOW_UNSIGNED=true to send them unsigned)",
      );
    }
    if (env.WEBHOOK_URL?.startsWith("http:") && !isLoopbackUrl(env.WEBHOOK_URL)) {
      throw new EnvError(
        "Invalid environment: WEBHOOK_URL must use https: (http: only for a receiver on this machine: 127.0.0.1, [::1] or localhost)",
      );
    }
    if (env.AUTOREPLY === "on" && !env.SMTP_URL) {
      throw new EnvError("Invalid environment: AUTOREPLY=on needs SMTP_URL (it is sent by e-mail)");
    }
    if (env.HELD_DIGEST === "on" && !hasOwnerChannel(env)) {
      throw new EnvError(
        "Invalid environment: HELD_DIGEST=on needs a channel to send it by (SMTP_URL and NOTIFY_TO, or WEBHOOK_URL)",
      );
    }
    for (const name of ["REMINDERS", "WEEKLY_REPORT"] as const) {
      if (env[name] === "on" && !hasOwnerChannel(env)) {
        throw new EnvError(
          `Invalid environment: ${name}=on needs a channel to send by (SMTP_URL and NOTIFY_TO, or WEBHOOK_URL)`,
        );
      }
    }
    if (env.OUTBOX_DELIVERY_MAX_MS >= env.OUTBOX_LEASE_MS) {
      throw new EnvError(
        "Invalid environment: OUTBOX_DELIVERY_MAX_MS must be less than OUTBOX_LEASE_MS (a claim must outlast a delivery)",
      );
    }
    if (env.DATABASE_URL) {
      const fromUrl = new URL(env.DATABASE_URL).searchParams.get("sslmode");
      if (fromUrl && !env.DATABASE_SSLMODE && !SSL_MODES.includes(fromUrl as SslMode)) {
        throw new EnvError(
          `Invalid environment: DATABASE_URL has sslmode=${fromUrl}; use one of ${SSL_MODES.join(", ")} (or set DATABASE_SSLMODE)`,
        );
      }
    }
    return env;
  }
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
