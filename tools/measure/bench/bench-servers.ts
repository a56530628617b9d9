/** The servers `npm run bench` measures: the bare baseline, when the real server stores, and a
 * PostgreSQL database. */
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import {
  createScratchDatabase,
  postgresBin,
  startCluster,
} from "../../../tests/support/data/pg-cluster";

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

/** Up and storing (a `ready` for startServer): a honeypot POST (kept as spam) answered 201, not
 * 503. */
export const storing = (origin: string) =>
  fetch(`${origin}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: "form-name=contact&bot-field=probe",
  }).then(
    (r) => r.status === 201,
    () => false,
  );

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
