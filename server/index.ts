/** `npm start`: builds the site if there is no build, then serves it. */
import type { FastifyInstance } from "fastify";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { registerAdmin } from "./admin/admin-plugin";
import { buildApp } from "./app";
import { closeWithDeadline } from "./http/connections";
import { EnvError, parseEnv, startupWarnings } from "./runtime/env";
import { registerHealthRoutes } from "./runtime/health";
import { holdDataDir } from "./runtime/data-lock";
import { leadCapture } from "./leads/leads-plugin";
import type { PostgresStore } from "./leads/store/postgres/postgres-store";
import { trafficCapture } from "./traffic/traffic-plugin";
import { authStore } from "./auth/auth-store";
import { dbOf } from "./database/db";
import { siteCapture } from "./site/site-plugin";
import { loadSiteFiles } from "./http/static-files";

function loadEnv() {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();

if (!existsSync(join(env.BUILD_DIR, "index.html"))) {
  console.log(`No build in ${env.BUILD_DIR}; building the site first…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const capture = leadCapture(env);
const traffic = trafficCapture(env, capture.store);
const releaseDataDir = holdSqliteFolder();
// The owner's published edits are served over the repository's build (server/site/).
const audits = authStore(dbOf(capture.store));
const site = siteCapture(env, capture.store, loadSiteFiles(env.BUILD_DIR), (action, who, detail) =>
  audits.audit({
    at: Date.now(),
    personId: who.id,
    personEmail: who.email,
    action,
    leadId: null,
    detail,
  }),
);
const health = (app: FastifyInstance) =>
  registerHealthRoutes(app, { store: capture.store, maxOutboxAgeMs: env.READY_MAX_OUTBOX_AGE_MS });
// SQLite is opened above, before the port opens; PostgreSQL connects in the background and the
// first requests that need it wait, as long as for a pooled connection and well within the request
// timeout.
const storeReady =
  capture.store.kind === "postgres" ? (capture.store as PostgresStore).ready : Promise.resolve();
const startupHoldMs = Math.min(env.DATABASE_CONNECT_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS / 2);
const app = await buildApp({
  env,
  site: site.live,
  startupHold: { ready: storeReady, holdMs: startupHoldMs },
  plugins: [
    capture.register,
    traffic.register,
    site.register,
    health,
    (app) =>
      registerAdmin(app, {
        env,
        store: capture.store,
        channels: capture.channels,
        kick: () => capture.worker?.kick(),
        traffic: traffic.reader,
        site: site.editor,
      }),
  ],
});
for (const warning of startupWarnings(env)) app.log.warn(warning);
if (env.SITE_URL_FROM === "localhost")
  app.log.info(
    `SITE_URL is not set: passkeys and links use ${env.SITE_URL}, which works in a browser on this machine only`,
  );

/** On SQLite, DATA_DIR is marked as held, so `leads restore` refuses while this runs. */
function holdSqliteFolder(): () => void {
  if (env.DATABASE_URL) return () => undefined;
  try {
    return holdDataDir(env.DATA_DIR);
  } catch {
    // An unusable folder is reported by the store (server/leads/store/sqlite/sqlite-retry.ts);
    // restore finds no lead file there.
    return () => undefined;
  }
}

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(
      `${signal} received; finishing open requests (at most ${env.SHUTDOWN_TIMEOUT_MS} ms) and stopping`,
    );
    // Stop taking requests, let in-flight ones finish (answered with
    // Connection: close), close what is still open at the deadline, then the store.
    closeWithDeadline(app, env.SHUTDOWN_TIMEOUT_MS, (open) =>
      app.log.warn(`shutdown deadline reached: closing ${open} connection(s) still open`),
    )
      .then(() => capture.close())
      .then(() => releaseDataDir())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error(error);
        process.exit(1);
      });
  });
}

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
