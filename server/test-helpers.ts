/** Shared by the server and CLI tests: temp dirs, sample leads, loopback SMTP and webhook peers. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { parseEnv, postgresSettings, type Env } from "./env";
import { openPostgresStore } from "./leads/postgres-store";
import { openSqliteStore } from "./leads/sqlite-store";
import type { LeadStore, NewLead } from "./leads/types";
import { createScratchDatabase } from "../scripts/pg-cluster";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * A real server process on 127.0.0.1:`port`, started as `node --import tsx`: one
 * process (the tsx binary would run the server in a child of its own, and not
 * pass a SIGKILL on), so killing `child` kills the server. Its stderr is kept
 * for error messages.
 */
export function spawnServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}
export const BUILD_DIR = join(ROOT, "build/client");

function newestChange(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const stat = statSync(join(dir, name));
    newest = Math.max(newest, stat.mtimeMs, stat.isDirectory() ? newestChange(join(dir, name)) : 0);
  }
  return newest;
}

/**
 * The site is rebuilt by others at times: wait for a complete build (the
 * postbuild's last outputs present) that has not changed for a few seconds.
 */
export async function waitForBuild(timeoutMs = 55_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const complete = () => {
    try {
      const marks = ["index.html", "404/index.html", "csp.json", "index.html.br"];
      return (
        marks.every((f) => existsSync(join(BUILD_DIR, f))) &&
        Date.now() - newestChange(BUILD_DIR) > 3000
      );
    } catch {
      return false; // a file vanished while we looked: a build is running
    }
  };
  while (!complete()) {
    if (Date.now() > deadline) throw new Error(`No complete build in ${BUILD_DIR}`);
    await sleep(500);
  }
  return BUILD_DIR;
}

export function tempDir(prefix = "lexcore-test-") {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    LOG_LEVEL: "silent",
    BUILD_DIR,
    DATA_DIR: join(tmpdir(), "unused"),
    RATE_LIMIT_MAX: "100000",
    OUTBOX_INTERVAL_MS: "60000",
    ...overrides,
  });
}

export type FormFields = Record<string, string | string[]>;

/** One valid submission per form reading, with text that must survive byte for byte. */
export const samples = {
  contactDialog: {
    name: `Zoë "Zee" O'Brien 😀`,
    email: "zoe@example.com",
    phone: "+1 (304) 555-0100",
    service: "consultation",
    howDidYouHear: "bar-association",
    message: `Hello <script>alert("x")</script> & 'quotes' “curly”\nSecond line: 日本語 🚀 =SUM(A1)`,
  },
  contactPage: {
    name: "José Ñúñez",
    email: "jose@example.org",
    phone: "304-555-0199",
    service: "web-dev",
    howDidYouHear: "social-media",
    message: "Need a new site; budget ≈ $5k. <b>bold</b>",
  },
  referral: {
    yourName: "Ada Lovelace",
    yourEmail: "ada@example.com",
    referralName: "Grace Hopper 👩‍💻",
    referralEmail: "grace@example.com",
    referralPhone: "",
    message: `She said "try it" & it worked.`,
  },
  websiteProject: {
    name: "Bob Tables",
    email: "bob@example.net",
    phone: "(540) 555-0123",
    company: "Tables & Sons, LLP",
    currentWebsite: "example.com",
    projectType: "redesign",
    industry: "law-firm",
    pageCount: "6-15",
    features: ["client-portal", "seo"],
    timeline: "asap",
    message: "Robert'); DROP TABLE leads;--",
  },
} satisfies Record<string, FormFields>;

/** As a browser sends it: URLSearchParams, repeated keys for checkbox groups. */
export function encodeForm(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params.toString();
}

/** A loopback port that was free a moment ago (for a peer that must come up later). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, raw. */
export async function startSmtp(port = 0) {
  const messages: string[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate for nodemailer to reject.
    disabledCommands: ["STARTTLS", "AUTH"],
    // No reverse DNS of the client: this sandbox has no resolver to ask.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real HTTP receiver on 127.0.0.1; `failNext(n)` answers 500 to the next n requests. */
export async function startWebhookReceiver() {
  const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (failures > 0) {
        failures--;
        res.writeHead(500).end("not now");
        return;
      }
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    failNext: (n: number) => {
      failures = n;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting for a condition");
    await sleep(20);
  }
}

/**
 * Why the PostgreSQL tests are skipped, or undefined when they run. They need
 * DATABASE_URL (.ci/run starts a throw-away cluster and sets it); in CI a
 * missing DATABASE_URL fails the run instead of skipping.
 */
export function postgresSkipReason(): string | undefined {
  if (process.env.DATABASE_URL) return undefined;
  if (process.env.CI) {
    throw new Error("CI must set DATABASE_URL for the PostgreSQL tests (.ci/run does).");
  }
  const reason =
    "PostgreSQL tests skipped: DATABASE_URL is not set. Start a throw-away cluster with `npx tsx scripts/pg-cluster.ts start .tmp/pg` and export the URL it prints.";
  console.warn(reason);
  return reason;
}

/** A fresh, empty database on the DATABASE_URL server, dropped again by `drop`. */
export const createTestDatabase = () => createScratchDatabase(process.env.DATABASE_URL!);

/** A real lead as a store takes it: the contact dialog's sample, overridable. */
export const sampleLead = (over: Partial<NewLead> = {}): NewLead => ({
  form: "contact",
  state: "new",
  fields: samples.contactDialog,
  page: "/contact",
  userAgent: "Test/1.0",
  ...over,
});

export type StoreKind = "sqlite" | "postgres";

/** Both stores, for one parameterised suite; `skip` says why one cannot run here. */
export const storeKinds = (): { kind: StoreKind; skip: string | undefined }[] => [
  { kind: "sqlite", skip: undefined },
  { kind: "postgres", skip: postgresSkipReason() },
];

export interface TestStore {
  store: LeadStore;
  /** The environment that points the server or the CLI at this store. */
  env: Record<string, string>;
  /** Closes and opens the store again (as a restart would). */
  reopen: () => Promise<LeadStore>;
  cleanup: () => Promise<void>;
}

/** An empty store of the given kind, in its own temp folder or database. */
export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  const dir = tempDir();
  if (kind === "sqlite") {
    const file = join(dir.path, "leads.db");
    let store = openSqliteStore(file);
    return {
      get store() {
        return store;
      },
      env: { DATA_DIR: dir.path, DATABASE_URL: "" },
      reopen: async () => {
        await store.close();
        store = openSqliteStore(file);
        return store;
      },
      cleanup: async () => {
        await store.close();
        dir.remove();
      },
    };
  }
  const db = await createTestDatabase();
  const settings = postgresSettings(parseEnv({ DATABASE_URL: db.url }))!;
  const open = async () => {
    const s = openPostgresStore(settings, undefined, false);
    await s.ready;
    return s;
  };
  let store: LeadStore = await open();
  return {
    get store() {
      return store;
    },
    env: { DATA_DIR: dir.path, DATABASE_URL: db.url },
    reopen: async () => {
      await store.close();
      store = await open();
      return store;
    },
    cleanup: async () => {
      await store.close();
      await db.drop();
      dir.remove();
    },
  };
}
