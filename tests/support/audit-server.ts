/**
 * The server `npm run lighthouse` audits: the real app (server/app.ts) on the
 * production build, with one difference, the `auditNotFoundAs200` plugin: the
 * not-found page at /404 answers 200 so Lighthouse can audit it.
 * `npm start` (server/index.ts) has no such plugin, and answers 404.
 * No lead routes: the audit loads pages and never posts a form.
 */
import { buildApp } from "../../server/app";
import { parseEnv } from "../../server/env";
import { auditNotFoundAs200 } from "./audit-not-found";

const env = parseEnv();
const app = await buildApp({ env, plugins: [auditNotFoundAs200] });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: env.PORT, host: env.HOST });
