/** Form posts from other sites get 403 and a page saying why: browsers name the page's origin in
 * `Origin` (or send `Sec-Fetch-Site: cross-site`). Clients that send neither (curl, scripts)
 * are not a cross-site risk and pass. */
import type { FastifyReply, FastifyRequest } from "fastify";

/** Is this request's Origin ours: the site's own origin, or the host it was sent to? */
export function isSameOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers["sec-fetch-site"] !== "cross-site";
  // "null" is an opaque origin (a sandboxed frame, a file, a redirect chain): not ours.
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === "null") return false;
  const site = new URL(siteUrl);
  if (url.origin === site.origin) return true;
  // Our host under the other scheme is another origin (a plain-HTTP page could post as us).
  if (url.host === site.host) return false;
  // The host and scheme the browser sent the form to (the proxy's X-Forwarded-Host and
  // X-Forwarded-Proto when trusted).
  return url.host === request.host.toLowerCase() && url.protocol === `${request.protocol}:`;
}

export function refuseCrossSite(
  siteUrl: string,
  page: () => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    if (request.method !== "POST" || isSameOrigin(request, siteUrl)) return;
    // Any client can send this: a warning without a stack, and only what the client named.
    request.log.warn(
      {
        origin: String(request.headers.origin ?? "").slice(0, 100),
        secFetchSite: String(request.headers["sec-fetch-site"] ?? "").slice(0, 20),
      },
      "a cross-site post was refused (403)",
    );
    const message =
      "This form can only be sent from our own website. Open the form on our site and send it from there.";
    if (String(request.headers.accept ?? "").includes("application/json")) {
      await reply.code(403).send({ ok: false, error: message });
    } else {
      await reply.code(403).type("text/html; charset=utf-8").send(page());
    }
  };
}
