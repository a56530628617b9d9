import type { FastifyInstance } from "fastify";

/**
 * For the server `npm run lighthouse` audits (tests/support/servers/audit-server.ts) only:
 * the not-found page at its own path, /404, answers 200 instead of 404,
 * because Lighthouse refuses to audit a document with an error status
 * (ERRORED_DOCUMENT_REQUEST). The bytes are the ones visitors get for any
 * unknown path, and every other unknown path still answers 404. It is a plugin
 * the script adds; the production server has no such switch.
 */
export function auditNotFoundAs200(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 404 && request.url.split("?")[0] === "/404") reply.code(200);
    return payload;
  });
}
