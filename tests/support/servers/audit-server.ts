/**
 * The server `npm run lighthouse` audits: the real app (server/app.ts) on the
 * production build, with two differences. The `auditNotFoundAs200` plugin: the
 * not-found page at /404 answers 200 so Lighthouse can audit it.
 * `npm start` (server/index.ts) has no such plugin, and answers 404.
 * No lead routes: the audit loads pages and never posts a form. And every
 * page's visit beacon is answered 204 and not counted, as the real server
 * answers it, so no 404 lands in the console being audited.
 */
import { buildApp } from "../../../server/app";
import { parseEnv } from "../../../server/runtime/env";
import type { FastifyInstance } from "fastify";
import { BEACON_PATH } from "../../../shared/visit-beacon";
import { auditNotFoundAs200 } from "./audit-not-found";

const beaconUncounted = (app: FastifyInstance) => {
  app.post(BEACON_PATH, (_request, reply) => reply.code(204).send());
};

const env = parseEnv();
const app = await buildApp({ env, plugins: [auditNotFoundAs200, beaconUncounted] });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: env.PORT, host: env.HOST });
