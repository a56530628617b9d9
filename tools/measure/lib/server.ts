/** A server for the measuring tools, started and waited for: by default the production build
 * served by the real app (tests/support/servers/audit-server.ts) on a free loopback port. */
import { type ChildProcess, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { notFoundPath, sitePages } from "../../../content/site-map";
import { ensureBuild, ROOT } from "../../../tests/support/servers/build";
import { freePort } from "../../../tests/support/servers/peers";

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  stop: () => void;
}

export interface StartOptions {
  /** Arguments after the script. */
  args?: string[];
  /** Variables over the defaults (the port, loopback, a throw-away data folder, SQLite,
   * warnings). */
  env?: Record<string, string>;
  /** The server's standard output: shown (the default) or dropped. */
  stdout?: "inherit" | "ignore";
  /** The checkout it runs in, with its own server code and build: this one unless given. */
  cwd?: string;
  /** When it is ready: by default when GET / answers 2xx. */
  ready?: (origin: string) => Promise<boolean>;
}

const answers = (origin: string) =>
  fetch(`${origin}/`).then(
    (r) => r.ok,
    () => false,
  );

/** Starts `script` on `port` with a throw-away SQLite data folder and waits up to 30 s for it.
 * The default serves the build without lead routes (and /404 with 200, for Lighthouse); run as
 * one `node --import tsx` process so `stop` reaches the server. */
export async function startServer(
  script = "tests/support/servers/audit-server.ts",
  port?: number,
  opts: StartOptions = {},
): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", script, ...(opts.args ?? [])], {
    cwd: opts.cwd ?? ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(tmpdir(), `lexcore-serve-${port}`),
      // These tools need pages, not a database: the local SQLite store unless told.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...opts.env,
    },
    stdio: ["ignore", opts.stdout ?? "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill("SIGTERM");
  const ready = opts.ready ?? answers;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${script}: exited (${child.exitCode})`);
    if (await ready(origin)) return { origin, child, stop };
    await sleep(100);
  }
  stop();
  throw new Error(`${script} did not start`);
}

/** The site to look at: `baseUrl` when given, else the build served by {@link startServer}
 * (built if need be); `stop` ends a server started here. */
export async function siteOrigin(baseUrl: string | undefined) {
  const given = baseUrl?.replace(/\/$/, "");
  if (given) return { origin: given, stop: () => undefined };
  ensureBuild();
  return startServer();
}

/** Every page a visitor can reach, and the not-found page at its own path. */
export const allRoutes = () => [...sitePages.map((p) => p.path), notFoundPath];
