/**
 * The server's environment, parsed once at start. A bad value stops the server
 * with a message that names the variable.
 */
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .url()
        .refine(
          (v) => protocols.includes(new URL(v).protocol),
          `must use ${protocols.join(" or ")}`,
        )
        .optional(),
    );

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Folder of the built site. */
  BUILD_DIR: z.string().default("build/client"),
  /** Folder of the SQLite file (leads.db). */
  DATA_DIR: z.string().default("data"),
  /** Believe X-Forwarded-For (only behind a proxy you control). */
  TRUST_PROXY: bool.default(false),
  /** POSTs to "/" allowed per client address per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
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
  /** Milliseconds between outbox runs. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.SMTP_URL && !env.NOTIFY_TO) {
      throw new EnvError("Invalid environment: NOTIFY_TO is required when SMTP_URL is set");
    }
    return env;
  }
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
