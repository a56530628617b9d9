/** The servers `npm run bench` measures: the bare baseline, the real server as a child process, and a PostgreSQL database. */
import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { createScratchDatabase, postgresBin, startCluster } from "../../tests/support/pg-cluster";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The baseline: no cache, no compression, no headers beyond type and length. */
export function serveBaseline(root: string, port: number) {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };
  createServer((req, res) => {
    let path = resolve(root, `.${decodeURIComponent(new URL(req.url!, "http://x").pathname)}`);
    try {
      if (path !== root && !path.startsWith(root + sep)) throw new Error("outside");
      if (statSync(path).isDirectory()) path = join(path, "index.html");
      const { size } = statSync(path);
      res.writeHead(200, {
        "content-type": types[extname(path)] ?? "application/octet-stream",
        "content-length": size,
      });
      createReadStream(path).pipe(res);
    } catch {
      res.writeHead(404).end();
    }
  }).listen(port, "127.0.0.1");
}

/** Same node and tsx loader as this process, without tsx's wrapper, so a kill reaches it. */
export function startChild(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...process.execArgv, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url}: server did not start`);
}

/** Up and storing: a honeypot POST (kept as spam) answered 201, not 503. */
export async function waitUntilStoring(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode})`);
    const status = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "form-name=contact&bot-field=probe",
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 201) return;
    await sleep(100);
  }
  throw new Error(`${url}: the lead store did not become ready`);
}

/** A PostgreSQL database for the run, and how to tidy it away. */
export async function benchDatabase(): Promise<
  { url: string; where: string; cleanup: () => Promise<void> } | { skipped: string }
> {
  if (process.env.DATABASE_URL) {
    const db = await createScratchDatabase(process.env.DATABASE_URL);
    return { url: db.url, where: "a fresh database on DATABASE_URL", cleanup: db.drop };
  }
  if (!postgresBin()) {
    return { skipped: "no DATABASE_URL and no PostgreSQL server installed" };
  }
  const dir = mkdtempSync(join(tmpdir(), "lexcore-bench-pg-"));
  const cluster = await startCluster(dir);
  return {
    url: cluster.url,
    where: "a throw-away local cluster (fsync on)",
    cleanup: async () => {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
