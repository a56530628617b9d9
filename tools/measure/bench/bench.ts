/** `npm run bench`: the real server's GETs and durable lead POSTs (SQLite, PostgreSQL, through
 * Caddy when installed) against a bare file server, the visit beacon's flood, and the inbox's store
 * time; `--beacon` and `--inbox` run one part. What each row means: docs/measuring.md. */
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import { CHALLENGE_SECRET, contactBodies } from "./bench-bodies";
import { autocannon } from "./autocannon";
import { printRequestTable, type BenchRow } from "./bench-table";
import { benchBeacon } from "./bench-beacon";
import { benchInbox } from "./bench-inbox";
import { benchDatabase, serveBaseline, storing } from "./bench-servers";
import { caddySkipReason, startCaddy, type Proxy } from "../../../tests/support/servers/caddy";
import { freePort } from "../../../tests/support/servers/peers";
import { startServer, type RunningServer } from "../lib/server";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const BUILD_DIR = join(ROOT, "build/client");

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
}

async function main() {
  const seconds = positiveInt("BENCH_SECONDS", 10);
  const connections = positiveInt("BENCH_CONNECTIONS", 10);
  if (!statSync(join(BUILD_DIR, "index.html"), { throwIfNoEntry: false })) {
    throw new Error(`No build in ${BUILD_DIR}: run "npm run build" first`);
  }
  // The largest hashed script: the one a first visit waits for longest.
  const asset = readdirSync(join(BUILD_DIR, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(join(BUILD_DIR, "assets", f)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const home = statSync(join(BUILD_DIR, "index.html")).size;

  const dataDir = mkdtempSync(join(tmpdir(), "lexcore-bench-"));
  const [serverPort, basePort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const serverEnv = benchServerEnv(dataDir);
  const db = await benchDatabase();
  let proxy: Proxy | undefined;
  const servers: RunningServer[] = [];
  const start = async (...args: Parameters<typeof startServer>) => {
    servers.push(await startServer(...args));
    return servers.at(-1)!.origin;
  };
  try {
    const quiet = { stdout: "ignore" } as const;
    const server = await start("server/index.ts", serverPort, { ...quiet, env: serverEnv });
    const base = await start(fileURLToPath(import.meta.url), basePort, {
      ...quiet,
      args: ["--baseline", String(basePort)],
    });
    const pgServer = `http://127.0.0.1:${pgPort}`;
    if ("url" in db) {
      const env = { ...serverEnv, DATABASE_URL: db.url };
      await start("server/index.ts", pgPort, { ...quiet, env, ready: storing });
    }
    let proxySkipped: string | undefined;
    try {
      proxySkipped = caddySkipReason();
    } catch (error) {
      proxySkipped = (error as Error).message;
    }
    if (!proxySkipped) {
      proxy = await startCaddy({
        upstreamPort: serverPort,
        httpPort: await freePort(),
        httpsPort: await freePort(),
        spareHttpsPort: await freePort(),
        dir: join(dataDir, "caddy"),
      });
    }

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const runs: { name: string; target: string; url: string; post?: boolean }[] = [
      { name: `GET / (${kb(home)} HTML)`, target: "server", url: `${server}/` },
      { name: `GET / (${kb(home)} HTML)`, target: "baseline", url: `${base}/` },
      {
        name: `GET /assets/${asset.f} (${kb(asset.size)})`,
        target: "server",
        url: `${server}/assets/${asset.f}`,
      },
      {
        name: `GET /assets/${asset.f} (${kb(asset.size)})`,
        target: "baseline",
        url: `${base}/assets/${asset.f}`,
      },
      {
        name: "POST / (contact, committed to disk)",
        target: "server",
        url: `${server}/`,
        post: true,
      },
      ...(proxy
        ? [
            { name: `GET / (${kb(home)} HTML)`, target: "proxy", url: `${proxy.origin}/` },
            {
              name: "POST / (contact, committed to disk)",
              target: "proxy",
              url: `${proxy.origin}/`,
              post: true,
            },
          ]
        : []),
      ...("url" in db
        ? [
            {
              name: "POST / (contact, committed to PostgreSQL)",
              target: "server",
              url: `${pgServer}/`,
              post: true,
            },
          ]
        : []),
    ];
    const rows: BenchRow[] = [];
    let exhausted = 0;
    for (const run of runs) {
      let bodies: string[] = [];
      if (run.post) {
        process.stderr.write(`making ${seconds * 4000} solved challenges…\n`);
        // Numbered apart from the other POST runs: a repeated message would be held.
        bodies = await contactBodies(seconds * 4000, rows.length * seconds * 4000);
      }
      let next = 0;
      process.stderr.write(`${run.target.padEnd(8)} ${run.name}: ${seconds} s…\n`);
      const result = await autocannon({
        url: run.url,
        duration: seconds,
        connections,
        ...(run.post && {
          requests: [
            {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                accept: "application/json",
              },
              // Each request its own solution; should the pool run out, reuse (held) and say so.
              setupRequest: (req: Record<string, unknown>) => {
                if (next >= bodies.length) exhausted++;
                return { ...req, body: bodies[next++ % bodies.length] };
              },
            },
          ],
        }),
      });
      rows.push({ name: run.name, target: run.target, result });
    }

    const store = openSqliteStore(join(dataDir, "leads.db"));
    const byState = (await store.stats()).byFormAndState;
    const stored = byState.reduce((n, r) => n + r.count, 0);
    const storedNew = byState.filter((r) => r.state === "new").reduce((n, r) => n + r.count, 0);
    await store.close();
    let pgStored = 0;
    if ("url" in db) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM leads WHERE state = 'new'",
      );
      pgStored = rows[0]!.n;
      await client.end();
    }

    printRequestTable(rows, seconds, connections);
    const posted = rows
      .filter((r) => r.name.includes("to disk"))
      .reduce((n, r) => n + r.result["2xx"], 0);
    // A request still in flight when a run ends may be stored without its 201 being counted.
    console.log(
      `\nPOST (SQLite): ${posted} answered 201; ${stored} leads in the store (must be at least that), ${storedNew} of them new (challenge verified, every signal clean).`,
    );
    console.log(
      proxy
        ? `Proxy: Caddy (deploy/lexcore.caddy) over HTTPS at ${proxy.origin}, HTTP/1.1 keep-alive; "vs reference" of a proxy row is against the direct server.`
        : `Proxy rows: skipped, ${proxySkipped}`,
    );
    if (exhausted) console.log(`${exhausted} POSTs reused a solution (the pool ran out).`);
    let lost = stored < posted;
    if ("url" in db) {
      const pgPosted = rows.find((r) => r.name.includes("PostgreSQL"))!.result["2xx"];
      console.log(
        `POST (PostgreSQL, ${db.where}): ${pgPosted} answered 201; ${pgStored} leads in the database (must be at least that).`,
      );
      lost ||= pgStored < pgPosted;
    } else {
      console.log(`POST (PostgreSQL): skipped, ${db.skipped}.`);
    }
    if (lost || rows.some((r) => r.result.non2xx + r.result.errors > 0)) {
      process.exitCode = 1;
    }
    await beaconPart(server, dataDir, seconds, connections, rows.length * seconds * 4000);
    await benchInbox(db);
  } finally {
    await proxy?.stop();
    for (const { stop } of servers) stop();
    await Promise.all(
      servers.map(({ child }) => (child.exitCode === null ? once(child, "exit") : undefined)),
    );
    rmSync(dataDir, { recursive: true, force: true });
    if ("url" in db) await db.cleanup();
  }
}

/** The beacon flood against a running server on the SQLite file in `dataDir`. */
async function beaconPart(
  origin: string,
  dataDir: string,
  seconds: number,
  connections: number,
  firstLead: number,
) {
  const { failed } = await benchBeacon({
    origin,
    seconds,
    connections,
    firstLead,
    storedEvents: async () => {
      const store = openSqliteStore(join(dataDir, "leads.db"));
      try {
        return Number(store.db.prepare("SELECT COUNT(*) AS n FROM traffic_events").get()!.n);
      } finally {
        await store.close();
      }
    },
  });
  if (failed) process.exitCode = 1;
}

/** The bench servers' settings: no rate limit to measure against, quiet logs, as behind one proxy
 * (direct requests carry no X-Forwarded-For). */
function benchServerEnv(dataDir: string) {
  return {
    DATA_DIR: dataDir,
    BUILD_DIR,
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    CHALLENGE_SECRET,
    TRUST_PROXY: "1",
  };
}

/** `--beacon`: the beacon part alone, against a server on a fresh SQLite folder. */
async function beaconOnly() {
  const seconds = positiveInt("BENCH_SECONDS", 10);
  const connections = positiveInt("BENCH_CONNECTIONS", 10);
  const dataDir = mkdtempSync(join(tmpdir(), "lexcore-bench-"));
  const server = await startServer("server/index.ts", await freePort(), {
    stdout: "ignore",
    env: benchServerEnv(dataDir),
  });
  try {
    await beaconPart(server.origin, dataDir, seconds, connections, 0);
  } finally {
    server.stop();
    if (server.child.exitCode === null) await once(server.child, "exit");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--inbox`: the inbox part alone, on its own PostgreSQL database. */
async function inboxOnly() {
  const db = await benchDatabase();
  try {
    await benchInbox(db);
  } finally {
    if ("url" in db) await db.cleanup();
  }
}

if (process.argv[2] === "--baseline") serveBaseline(BUILD_DIR, Number(process.argv[3]));
else if (process.argv[2] === "--inbox") await inboxOnly();
else if (process.argv[2] === "--beacon") await beaconOnly();
else await main();
