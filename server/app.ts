import Fastify, { type FastifyInstance } from "fastify";
import type { Env } from "./env";
import { securityHeaders } from "./security-headers";
import { loadSiteFiles } from "./static-files";
import { registerStaticRoutes } from "./static-route";

export interface AppOptions {
  env: Env;
  /** Extra setup (the lead routes) run before the static routes. */
  plugins?: ((app: FastifyInstance) => void | Promise<void>)[];
}

export async function buildApp({ env, plugins = [] }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
  });
  const files = loadSiteFiles(env.BUILD_DIR);
  // Every response gets the security headers; a page's own CSP (with its script
  // hashes) is set by the static route and kept.
  const { "Content-Security-Policy": strictCsp, ...headers } = securityHeaders([]);
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(headers);
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", strictCsp);
  });
  for (const plugin of plugins) await plugin(app);
  registerStaticRoutes(app, files);
  app.log.debug(`Serving ${files.size} files from ${env.BUILD_DIR}`);
  return app;
}
