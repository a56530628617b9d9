/** How the server holds connections: timeouts and a connection cap, plain answers with security
 * headers to what Node's parser rejects (400, 408, 431), and a shutdown with a deadline. */
import type { FastifyInstance } from "fastify";
import { STATUS_CODES, createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import { securityHeaders } from "./security-headers";

export interface ConnectionLimits {
  /** Whole request (headers and body); then 408 and the connection is closed. */
  requestTimeoutMs: number;
  maxConnections: number;
}

/** Keep-alive connections idle this long are closed (Node's own default). */
const KEEP_ALIVE_MS = 5_000;

/** Fastify's `serverFactory`: a request has `requestTimeoutMs` (10 s: the 32 KB body at over 3
 * KB/s; Fastify's default 0 lets a trickled body hold a socket for ever), headers 5 s of it,
 * idle sockets slightly longer, and at most `maxConnections` open. */
export function serverFactory(limits: ConnectionLimits) {
  return (handler: RequestListener): Server => {
    const server = createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.min(limits.requestTimeoutMs, 5_000),
        // Node checks the two timeouts above this often (30 s by default).
        connectionsCheckingInterval: Math.min(1_000, limits.requestTimeoutMs / 2),
        // A request without Host is answered by our own hook, with the security headers.
        requireHostHeader: false,
      },
      handler,
    );
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.setTimeout(limits.requestTimeoutMs + KEEP_ALIVE_MS);
    server.maxConnections = limits.maxConnections;
    return server;
  };
}

/** A complete HTTP response for `status` with the security headers and a fixed body. */
export function bareResponse(status: number): string {
  const reason = STATUS_CODES[status] ?? "Error";
  const body = `${status} ${reason}\n`;
  const headers = {
    ...securityHeaders([]),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("")}\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: what Node's parser refuses gets a plain answer with the
 * security headers, then the connection closes. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(bareResponse(status), () => socket.destroy());
  // A peer that never reads must not keep the socket either.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** While draining, answers carry `Connection: close`, and a request that starts then gets our
 * 503 with the security headers (the app sets `return503OnClosing: false`). */
export function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (!draining) return;
    return reply
      .code(503)
      .header("retry-after", "5")
      .type("text/plain; charset=utf-8")
      .send("503 Service Unavailable\n");
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
}

/** Stops taking requests and lets those in flight finish; after `timeoutMs` every open
 * connection is closed, so no client can hold up shutdown. */
export async function closeWithDeadline(
  app: FastifyInstance,
  timeoutMs: number,
  onDeadline: (open: number) => void = () => undefined,
) {
  const timer = setTimeout(() => {
    app.server.getConnections((_error, open) => {
      onDeadline(open);
      app.server.closeAllConnections();
    });
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
