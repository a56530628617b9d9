/**
 * The server `npm run lighthouse` audits: the real app (server/app.ts) on the
 * production build, with one difference, `auditNotFoundAs200`: the not-found
 * page at its own path, /404, answers 200 instead of 404, because Lighthouse
 * refuses to audit a document with an error status (ERRORED_DOCUMENT_REQUEST).
 * The bytes are the ones visitors get for any unknown path. Only this script
 * sets the option; `npm start` (server/index.ts) cannot, and answers 404.
 * No lead routes: the audit loads pages and never posts a form.
 */
import { buildApp } from "../server/app";
import { parseEnv } from "../server/env";

const env = parseEnv();
const app = await buildApp({ env, auditNotFoundAs200: true });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: env.PORT, host: env.HOST });
