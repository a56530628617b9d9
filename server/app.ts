import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import {
  clientErrorHandler,
  closeConnectionsWhenDraining,
  serverFactory,
} from "./http/connections";
import { refuseCrossSite } from "./http/cross-site";
import type { Env } from "./runtime/env";
import { PAGE_STYLE, crossSitePage } from "./http/small-page";
import { securityHeaders } from "./http/security-headers";
import { holdUntilStoreReady, type StartupHold } from "./runtime/startup-hold";
import { loadSiteFiles, type SiteFiles } from "./http/static-files";
import { registerStaticRoutes } from "./http/static-route";
import { wantsJson } from "./http/wants-json";
import { BEACON_PATH } from "../shared/visit-beacon";

export interface AppOptions {
  env: Env;
  /** The site to serve: `env.BUILD_DIR` unless given (server tests give
   * tests/support/servers/small-site.ts). */
  site?: SiteFiles;
  /** Extra setup (the lead routes) run before the static routes; each is given the site served. */
  plugins?: ((app: FastifyInstance, site: SiteFiles) => void | Promise<void>)[];
  /** Where log lines go (stdout unless given; the logging test reads them). */
  logStream?: { write: (line: string) => void };
  /** Requests that may use the lead store wait for it at start (startup-hold.ts). */
  startupHold?: StartupHold;
}

/** Percent-decoded until nothing changes (a value may be encoded twice or more), never
 * throwing. */
function decodeFully(text: string): string {
  for (let i = 0; i < 5; i++) {
    const next = text.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === text) return text;
    text = next;
  }
  return text;
}

/** A request's URL for a log line without an invite link's token: the path read as loosely as the
 * router or looser (case, repeated encoding, backslashes, repeated slashes, dot segments), and a
 * query naming an invite anywhere (a `next=`, however nested) left out whole. */
export function redactInvite(url: string): string {
  const [rawPath = "", ...rest] = url.split("?");
  const path = decodeFully(rawPath).replace(/[\\/]+/g, "/");
  let resolved = path;
  try {
    resolved = new URL(path.startsWith("/") ? path : `/${path}`, "http://log.invalid").pathname;
  } catch {
    // Not a path the router would take either: judged as written.
  }
  if (/^\/admin\/(?:.*\/)?invite(?:\/|$)/i.test(resolved) || /\/invite\//i.test(path))
    return "/admin/invite/[token]";
  if (rest.length && /invite/i.test(decodeFully(rest.join("?"))))
    return `${rawPath}?[a query naming an invite link, left out]`;
  return url;
}

/** The inbox (React Router, server/admin/) answers only at SITE_URL's host: any other Host gets
 * 421 here, before the router sees it, with at most one warning a minute and no stack. Pages and
 * health checks answer at any host (a proxy or a probe may name an address). */
export function refuseOtherHosts(siteUrl: string, now: () => number = Date.now) {
  const site = new URL(siteUrl);
  const defaultPort = `:${site.protocol === "https:" ? 443 : 80}`;
  let lastWarning = -Infinity;
  let unreported = 0;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeFully(request.url.split("?", 1)[0]!).replace(/[\\/]+/g, "/");
    if (!/^\/admin(?:\/|$)/i.test(path)) return;
    const host = String(request.host ?? "")
      .toLowerCase()
      .replace(/\.$/, "");
    const bare = host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
    if (bare === site.host) return;
    const t = now();
    if (t - lastWarning >= 60_000) {
      request.log.warn(
        { requestedHost: host.slice(0, 100), alsoRefusedSinceLastWarning: unreported },
        "an inbox request for another host was refused (421)",
      );
      lastWarning = t;
      unreported = 0;
    } else unreported++;
    return reply.code(421).type("text/plain; charset=utf-8").send("421 Misdirected Request\n");
  };
}

/** What an error answer says: its status only, never anything taken from the request. */
const ERROR_TEXT: Record<number, string> = {
  429: "Too many messages from your address in a short time. Please wait a minute and try again.",
};

/** Fastify's trustProxy: off, the listed proxies, or the last `n` hops (`i < n` from the
 * socket). */
const trustProxyOption = (value: Env["TRUST_PROXY"]) =>
  typeof value === "number" ? (_address: string, hop: number) => hop < value : value;

export async function buildApp({
  env,
  site,
  plugins = [],
  logStream,
  startupHold,
}: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    // By default no line per request and no client address in any line (the
    // privacy policy says so); LOG_LEVEL=debug adds method, path and status.
    logger:
      env.LOG_LEVEL === "silent"
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            serializers: {
              // An invite link's token signs its holder up: never in a log line.
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                url: redactInvite(req.url),
              }),
            },
          },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 32 * 1024,
    // Requests that start during shutdown get our 503, with the headers (connections.ts).
    return503OnClosing: false,
    serverFactory: serverFactory({
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
    }),
    clientErrorHandler,
    // A path Fastify cannot decode: a fixed 400 through the usual hooks (headers), not an echo.
    // (Its reply skips the onSend hooks, so the headers are set here.)
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .headers(securityHeaders([]))
        .type("text/plain; charset=utf-8")
        .send("400 Bad Request\n");
    },
  });
  const files = site ?? loadSiteFiles(env.BUILD_DIR);
  // Every response gets the security headers; a built page keeps its own CSP (script hashes), and
  // other answers (the form's 400/403/503 pages, errors) get one allowing only their stylesheet.
  const { "Content-Security-Policy": strictCsp, ...headers } = securityHeaders(
    [],
    [`sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}`],
  );
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(headers);
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", strictCsp);
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug({ req: request, status: reply.statusCode }, "request done");
  });
  closeConnectionsWhenDraining(app);
  app.setErrorHandler((error, request, reply) => {
    const code = (error as { statusCode?: number }).statusCode ?? 500;
    const status = code >= 400 && code < 600 ? code : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const text = ERROR_TEXT[status] ?? `${status} ${STATUS_CODES[status] ?? "Error"}`;
    reply.code(status);
    return wantsJson(request)
      ? reply.send({ ok: false, error: text })
      : reply.type("text/plain; charset=utf-8").send(`${text}\n`);
  });
  // Node's own no-Host 400 has no headers; ours goes through the hooks above.
  app.addHook("onRequest", async (request, reply) => {
    if (request.raw.httpVersion === "1.1" && !request.headers.host) {
      return reply.code(400).type("text/plain; charset=utf-8").send("400 Bad Request\n");
    }
    // Only GET and HEAD of pages, POST / (the forms), POST /admin/… (the
    // inbox's actions, server/admin/admin-plugin.ts) and the visit beacon exist:
    // anything else is refused before its body is read, and the connection closed.
    const path = request.url.split("?", 1)[0]!;
    const isForm =
      request.method === "POST" &&
      (path === "/" || path === "/admin" || path.startsWith("/admin/") || path === BEACON_PATH);
    if (!isForm && request.method !== "GET" && request.method !== "HEAD") {
      return reply
        .code(405)
        .header("allow", "GET, HEAD")
        .header("connection", "close")
        .type("text/plain; charset=utf-8")
        .send("405 Method Not Allowed\n");
    }
  });
  app.addHook("onRequest", refuseOtherHosts(env.SITE_URL));
  app.addHook("onRequest", refuseCrossSite(env.SITE_URL, crossSitePage));
  if (startupHold) holdUntilStoreReady(app, startupHold);
  for (const plugin of plugins) await plugin(app, files);
  registerStaticRoutes(app, files);
  app.log.debug(`Serving ${files.size} files from ${files.root}`);
  return app;
}
