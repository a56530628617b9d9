/**
 * A throw-away PostgreSQL cluster on a free 127.0.0.1 port, for tests and CI.
 * Uses Debian's server binaries (/usr/lib/postgresql/<version>/bin); as root it
 * runs them as the `postgres` user, because initdb refuses to run as root.
 *
 *   npx tsx tests/support/data/pg-cluster.ts start DIR   prints the cluster's DATABASE_URL
 *   npx tsx tests/support/data/pg-cluster.ts stop DIR
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { freePort } from "../servers/peers";

/** The newest installed server's bin folder, or undefined when there is none. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

const isRoot = () => process.getuid?.() === 0;

function run(bin: string, args: string[]) {
  const [file, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] });
}

/** A fresh, empty database on the server at `adminUrl`, dropped again (with its connections) by
 * `drop`. */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lexcore_test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Cluster {
  url: string;
  dir: string;
  stop(): void;
  start(): void;
}

/** Creates (first time) and starts a cluster in `dir`; returns its URL and controls. */
export async function startCluster(dirArg: string): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL server found in /usr/lib/postgresql/*/bin");
  const dir = resolve(dirArg);
  const data = join(dir, "data");
  mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    const pg = execFileSync("id", ["-u", "postgres"]).toString().trim();
    chownSync(dir, Number(pg), Number(pg));
  }
  if (!existsSync(join(data, "PG_VERSION"))) {
    run(join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
  }
  const portFile = join(dir, "port");
  const port = existsSync(portFile) ? Number(readFileSync(portFile, "utf8")) : await freePort();
  writeFileSync(portFile, String(port));
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=300`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start: () =>
      run(join(bin, "pg_ctl"), ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "start"]),
    stop: () => run(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]),
  };
  cluster.start();
  return cluster;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [command, dir] = process.argv.slice(2);
  if (!dir || (command !== "start" && command !== "stop")) {
    console.error("Usage: tsx tests/support/data/pg-cluster.ts start|stop DIR");
    process.exit(2);
  }
  if (command === "start") {
    const cluster = await startCluster(dir);
    console.log(cluster.url);
  } else {
    const bin = postgresBin();
    if (bin) run(join(bin, "pg_ctl"), ["-D", join(resolve(dir), "data"), "-m", "fast", "stop"]);
  }
}
