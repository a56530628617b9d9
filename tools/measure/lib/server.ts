/**
 * The production build served by the real app on a free loopback port, for the
 * scripts that look at the site in a browser (`npm run layout` and
 * `npm run screenshots`, `npm run lighthouse` and `npm run interactions`).
 * Builds first when there is no build.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { notFoundPath, sitePages } from "../../../content/site-map";
import { ensureBuild } from "../../../tests/support/build";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  stop: () => void;
}

/**
 * Starts `script` on a free port with a throw-away data folder and the SQLite
 * store, and waits until it answers. The default, tests/support/audit-server.ts, is
 * the real app (server/app.ts) on the build without the lead routes, which
 * looking at pages does not need (it also answers /404 with 200, for Lighthouse).
 * `port` is a free one unless given.
 */
export async function startServer(
  script = "tests/support/audit-server.ts",
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn("node_modules/.bin/tsx", [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(tmpdir(), `lexcore-serve-${port}`),
      // These scripts need pages, not a database: always the local SQLite store.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill("SIGTERM");
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, child, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  stop();
  throw new Error(`${script} did not start`);
}

/**
 * The site to look at: the server at `baseUrl` when one is given, else the build
 * served by {@link startServer} (built first if need be); `stop` ends the server
 * started here, if any.
 */
export async function siteOrigin(baseUrl: string | undefined) {
  const given = baseUrl?.replace(/\/$/, "");
  if (given) return { origin: given, stop: () => undefined };
  ensureBuild();
  return startServer();
}

/** Every page a visitor can reach, and the not-found page at its own path. */
export const allRoutes = () => [...sitePages.map((p) => p.path), notFoundPath];
