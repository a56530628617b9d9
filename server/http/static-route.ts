import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy } from "./security-headers";
import type { SiteFiles, StaticFile } from "./static-files";

/** Picks the smallest encoding the client accepts among those we have. */
function negotiate(accept: string, file: StaticFile): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (enc: string) => (accepted.get(enc) ?? accepted.get("*") ?? 0) > 0;
  if (file.br && ok("br")) return "br";
  if (file.gzip && ok("gzip")) return "gzip";
  return undefined;
}

export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  status = 200,
) {
  reply
    .code(status)
    .header("content-type", file.type)
    .header("cache-control", file.cacheControl)
    .header("etag", file.etag)
    .header("vary", "Accept-Encoding");
  if (file.scriptHashes)
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(file.scriptHashes, file.styleHashes ?? []),
    );
  if (status === 200 && request.headers["if-none-match"] === file.etag) {
    return reply.code(304).send();
  }
  const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), file);
  const body = encoding ? file[encoding]! : file.body;
  if (encoding) reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  return reply.send(body);
}

/** GET and HEAD for every built file; otherwise the prerendered not-found page with 404, also at
 * /404, or with 410 at a page the owner removed. */
export function registerStaticRoutes(app: FastifyInstance, files: SiteFiles) {
  app.get("/*", async (request, reply) => {
    const [rawPath = "/", query] = request.url.split("?", 2);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return sendFile(request, reply, files.notFound, 400);
    }
    if (path.length > 1 && path.endsWith("/") && !path.includes("//")) {
      const target = path.replace(/\/+$/, "") || "/";
      if (files.get(target)) {
        return reply.redirect(encodeURI(target) + (query ? `?${query}` : ""), 301);
      }
    }
    const file = files.get(path) ?? (await files.fallback?.(path));
    if (!file || file === files.notFound) {
      const status = files.isGone?.(path.replace(/\/+$/, "")) ? 410 : 404;
      return sendFile(request, reply, files.notFound, status);
    }
    return sendFile(request, reply, file);
  });
}
