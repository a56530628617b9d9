import type { FastifyRequest } from "fastify";

/** Whether the page's script sent the request (it asks for JSON); a form post without JavaScript
 * does not. */
export const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? "").includes("application/json");
