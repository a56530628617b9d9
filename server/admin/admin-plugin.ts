/** /admin: the inbox, rendered per request by the admin app's React Router build
 * (docs/decisions/0016). Assets are served from memory under /admin/assets/; every other path goes
 * to React Router with the store, the sign-in service and a fresh CSP nonce in its load context. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { ceremonyKey } from "../auth/ceremony";
import { SESSION_COOKIE, cookieValue } from "../auth/cookies";
import { authStore } from "../auth/auth-store";
import { authService } from "../auth/service";
import { dbOf } from "../database/db";
import type { Env } from "../runtime/env";
import { secretsLoader } from "../leads/intake/challenge-route";
import type { Channel, LeadStore } from "../leads/store/store-contract";
import { contentSecurityPolicy } from "../http/security-headers";
import { IMMUTABLE, walk, type StaticFile } from "../http/static-files";
import { sendFile } from "../http/static-route";
import { clientKey } from "./client-key";
import type { AdminContext } from "./context";
import { siteNotRunning } from "../site/not-running";
import type { SiteEditor } from "../site/site-types";
import { trafficDbOf } from "../traffic/traffic-db";
import { trafficReader } from "../traffic/report/traffic-report";
import type { TrafficReader } from "../traffic/report/traffic-types";

export interface AdminOptions {
  env: Env;
  store: LeadStore;
  /** The owner's channels, queued when a held lead is released. */
  channels: readonly Channel[];
  /** Wakes the outbox worker after a release. */
  kick: () => void;
  /** The clock (tests move it). */
  now?: () => number;
  /** The Traffic report; by default read from the store's traffic tables. */
  traffic?: TrafficReader;
  /** The site editor (server/site/); without it the Site pages say it is not running. */
  site?: SiteEditor;
}

/** Where the editor's photo upload posts (multipart, up to 10 MB): the inbox's one non-urlencoded
 * form. */
export const PHOTO_UPLOAD_PATH = "/admin/site/photo";
const PHOTO_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** The inbox's CSP: the site's, with React Router's inline scripts allowed by this response's
 * nonce. */
export const adminCsp = (nonce: string) => contentSecurityPolicy([`nonce-${nonce}`]);

/** The inbox's hashed JS and CSS files, gzipped once at start. */
function loadAssets(root: string): Map<string, StaticFile> {
  const table = new Map<string, StaticFile>();
  if (!existsSync(root)) return table;
  for (const full of walk(root)) {
    const rel = relative(root, full).split(sep).join("/");
    const body = readFileSync(full);
    const type = rel.endsWith(".js")
      ? "text/javascript; charset=utf-8"
      : rel.endsWith(".css")
        ? "text/css; charset=utf-8"
        : rel.endsWith(".woff2")
          ? "font/woff2"
          : "application/octet-stream";
    table.set(`/assets/${rel}`, {
      body,
      gzip: gzipSync(body, { level: 9 }),
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: IMMUTABLE,
    });
  }
  return table;
}

/** Requests without a session, per client and minute: enough to sign in or take an invite several
 * times over, and a ceiling on what a flood of sign-in pages can cost (none writes to the
 * store). */
export const ANONYMOUS_LIMIT = { max: 60, windowMs: 60_000 };

const mediaType = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();

/** The inbox's forms post urlencoded bodies (React Router's default); nothing else is read but
 * the photo upload's multipart form. */
const isForm = (request: FastifyRequest) =>
  mediaType(request) === "application/x-www-form-urlencoded" ||
  (mediaType(request) === "multipart/form-data" &&
    request.url.split("?", 1)[0] === PHOTO_UPLOAD_PATH);

/** Browsers name the origin on every POST; an admin POST that names none is not ours either. */
const namesNoOrigin = (request: FastifyRequest) =>
  request.headers.origin === undefined && request.headers["sec-fetch-site"] !== "same-origin";

export async function registerAdmin(app: FastifyInstance, opts: AdminOptions) {
  const dir = resolve(opts.env.ADMIN_BUILD_DIR);
  const serverFile = join(dir, "server", "index.js");
  if (!existsSync(serverFile)) {
    app.log.warn(`No inbox build in ${dir}: /admin answers 503 (run npm run build)`);
    app.all("/admin", (_q, reply) => reply.code(503).send("The inbox is not built.\n"));
    app.all("/admin/*", (_q, reply) => reply.code(503).send("The inbox is not built.\n"));
    return;
  }
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const assets = loadAssets(join(dir, "client", "assets"));
  const now = opts.now ?? Date.now;
  // Ceremony cookies are signed with a key from the server's one master secret
  // (CHALLENGE_SECRET, or the one kept in the store that every instance shares).
  const secrets = secretsLoader(opts.store, opts.env.CHALLENGE_SECRET);
  const auth = authService(authStore(dbOf(opts.store)), {
    idleMs: opts.env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: opts.env.ADMIN_SESSION_MAX_MINUTES * 60_000,
    now,
    ceremonySecrets: async () => [ceremonyKey((await secrets()).signature)],
  });
  const tidy = setInterval(() => {
    auth.tidy().catch((err: unknown) => app.log.warn({ err }, "could not tidy the sign-in tables"));
  }, 3_600_000).unref();
  app.addHook("onClose", async () => clearInterval(tidy));
  const siteUrl = new URL(opts.env.SITE_URL);
  const traffic = opts.traffic ?? trafficReader({ db: trafficDbOf(opts.store), leads: opts.store });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === "POST" && namesNoOrigin(request)) {
      return reply.code(403).type("text/plain; charset=utf-8").send("403 Forbidden\n");
    }
    if (request.method === "POST" && !isForm(request)) {
      request.log.warn(
        { contentType: String(request.headers["content-type"] ?? "").slice(0, 100) },
        "an inbox post that is not a form was refused (415)",
      );
      return reply
        .code(415)
        .type("text/plain; charset=utf-8")
        .send("415 Unsupported Media Type: send the inbox's forms from its pages.\n");
    }
    const nonce = randomBytes(16).toString("base64");
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = request.method === "POST" && Buffer.isBuffer(request.body);
    const context: AdminContext = {
      auth,
      leads: opts.store,
      inbox: opts.store,
      traffic,
      channels: opts.channels,
      autoreply: opts.env.AUTOREPLY === "on",
      kick: opts.kick,
      site: opts.site ?? siteNotRunning,
      address: clientKey(request.ip),
      log: request.log,
      nonce,
      siteUrl: siteUrl.origin,
      rpId: siteUrl.hostname,
    };
    const response = await handle(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
      }),
      // React Router 8 takes only its own context object; the inbox reads the
      // fields set on it (adminContext in admin/app/session.server.ts).
      Object.assign(new RouterContextProvider(), context) as never,
    );
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    reply
      .header("content-security-policy", adminCsp(nonce))
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "no-store");
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  await app.register(async (scope) => {
    // React Router reads the bodies itself (request.formData()).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    // The photo upload: its body is read only for a signed-in owner.
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: PHOTO_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const ownerOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      const signedIn = await auth.session(cookieValue(request.headers.cookie, SESSION_COOKIE));
      if (!signedIn)
        return reply.code(401).type("text/plain; charset=utf-8").send("401 Sign in first\n");
      if (signedIn.person.role !== "owner")
        return reply.code(403).type("text/plain; charset=utf-8").send("403 Owners only\n");
    };
    scope.route({
      method: "POST",
      url: PHOTO_UPLOAD_PATH,
      bodyLimit: PHOTO_BODY_LIMIT,
      onRequest: ownerOnly,
      handler: render,
    });
    // A preview build's pages, for owners only, never indexed or cached; its own CSP.
    scope.get("/admin/site/preview/:token/*", { onRequest: ownerOnly }, (request, reply) => {
      const { token, "*": rest = "" } = request.params as { token: string; "*": string };
      const path = `/${rest.split("?", 1)[0]}`.replace(/(.)\/$/, "$1");
      const found = opts.site?.previewFile(token, path);
      const file = found ?? opts.site?.previewFile(token, "/404");
      if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("404 Not Found\n");
      reply
        .code(found ? 200 : 404)
        .header("content-type", file.type)
        .header("x-robots-tag", "noindex, nofollow")
        .header("cache-control", "no-store");
      if (file.csp) reply.header("content-security-policy", file.csp);
      return reply.send(file.body);
    });
    scope.get("/admin/assets/*", (request, reply) => {
      const file = assets.get(request.url.split("?", 1)[0]!.slice("/admin".length));
      if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("404 Not Found\n");
      return sendFile(request, reply, file);
    });
    // Per client (an IPv6 client by its /64), shared through PostgreSQL across instances as the
    // form's limit is (server/leads/leads-plugin.ts registers the plugin and its store).
    const rateLimit = {
      max: ANONYMOUS_LIMIT.max,
      timeWindow: ANONYMOUS_LIMIT.windowMs,
      keyGenerator: (request: FastifyRequest) => `admin|${clientKey(request.ip)}`,
      // A signed-in person is not counted (a store that cannot say so counts the request).
      allowList: async (request: FastifyRequest) =>
        auth.session(cookieValue(request.headers.cookie, SESSION_COOKIE)).then(
          (signedIn) => signedIn !== undefined,
          () => false,
        ),
    };
    // One limiter for all three patterns: a route's own config would count each apart (3x the
    // limit).
    const limitAnonymous = scope.rateLimit(rateLimit);
    // "/admin.data": the inbox's own page's data on a client navigation (React Router 8).
    for (const url of ["/admin", "/admin.data", "/admin/*"]) {
      scope.route({
        method: ["GET", "HEAD", "POST"],
        url,
        onRequest: limitAnonymous,
        handler: render,
      });
    }
  });
}
