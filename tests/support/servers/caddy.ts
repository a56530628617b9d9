/**
 * Caddy in front of a server on loopback, as deploy/Caddyfile sets it up but
 * without root or the internet: the same snippet (deploy/lexcore.caddy),
 * `tls internal` (Caddy's own local CA), high ports, no admin endpoint, and a
 * private HOME/XDG folders for its CA and state. For the deployment test,
 * `npm run observatory -- --https` and `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const SNIPPET = join(ROOT, "deploy/lexcore.caddy");
export const CADDY = process.env.CADDY_BIN ?? "/usr/bin/caddy";

/** Why Caddy cannot run here, or undefined when it can. */
export function caddySkipReason(): string | undefined {
  if (spawnSync(CADDY, ["version"]).status === 0) return undefined;
  const reason = `Caddy not found at ${CADDY} (apt-get install caddy; .ci/run does): deployment checks skipped.`;
  if (process.env.CI) throw new Error(reason);
  return reason;
}

export interface Proxy {
  httpPort: number;
  httpsPort: number;
  /** https://localhost:PORT */
  origin: string;
  /** Caddy's local root certificate (PEM path), for NODE_EXTRA_CA_CERTS. */
  rootCert: string;
  /** A request (http: or https:, trusting the root certificate); follows no redirect. */
  request: (url: string, init?: RequestInit) => Promise<Answer>;
  stop: () => Promise<void>;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as received (still compressed if it was sent so). */
  body: Buffer;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The source address (another loopback address stands for another client). */
  localAddress?: string;
}

/** One request with node:http(s), so a CA can be given (fetch takes none). */
export function requestWith(ca: string | undefined, url: string, init: RequestInit = {}) {
  const u = new URL(url);
  const send = u.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolvePromise, reject) => {
    const req = send(
      u,
      {
        method: init.method ?? "GET",
        headers: init.headers,
        localAddress: init.localAddress,
        ...(ca ? { ca, servername: u.hostname } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Starts Caddy on `httpPort`/`httpsPort` in front of 127.0.0.1:`upstreamPort`, state in `dir`. */
export async function startCaddy(opts: {
  upstreamPort: number;
  httpPort: number;
  httpsPort: number;
  dir: string;
  /**
   * Caddy's https_port, unused: Caddy's automatic HTTP-to-HTTPS redirect
   * leaves the port out when the site's port is https_port (as it should for
   * 443), so the site is on httpsPort and https_port is set elsewhere.
   */
  spareHttpsPort: number;
  /** Wait until the server answers through Caddy (default), or only Caddy itself. */
  upstream?: boolean;
}): Promise<Proxy> {
  const dir = resolve(opts.dir);
  mkdirSync(join(dir, "home"), { recursive: true });
  const caddyfile = join(dir, "Caddyfile");
  writeFileSync(
    caddyfile,
    `{
	admin off
	http_port ${opts.httpPort}
	https_port ${opts.spareHttpsPort}
	default_bind 127.0.0.1
	skip_install_trust
	storage file_system ${join(dir, "data")}
	log {
		level ERROR
	}
}
import ${SNIPPET}
localhost:${opts.httpsPort} {
	tls internal
	import lexcore 127.0.0.1:${opts.upstreamPort}
}
`,
  );
  const child: ChildProcess = spawn(
    CADDY,
    ["run", "--config", caddyfile, "--adapter", "caddyfile"],
    {
      env: {
        PATH: process.env.PATH,
        HOME: join(dir, "home"),
        XDG_DATA_HOME: join(dir, "home", "data"),
        XDG_CONFIG_HOME: join(dir, "home", "config"),
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  const rootCert = join(dir, "data", "pki", "authorities", "local", "root.crt");
  const origin = `https://localhost:${opts.httpsPort}`;
  const deadline = Date.now() + 30_000;
  let ca: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy exited:\n${stderr.slice(-1500)}`);
    if (existsSync(rootCert)) {
      ca ??= readFileSync(rootCert, "utf8");
      const up = await requestWith(ca, `${origin}/healthz`).then(
        (r) => r.status > 0 && (opts.upstream === false || r.status < 500),
        () => false,
      );
      if (up) break;
    }
    if (Date.now() > deadline) throw new Error(`Caddy did not start:\n${stderr.slice(-1500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    httpPort: opts.httpPort,
    httpsPort: opts.httpsPort,
    origin,
    rootCert,
    request: (url, init) => requestWith(ca, url, init),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    },
  };
}
