/**
 * A flood of made-up campaigns and referrers, for the flood test and its measure: the real server
 * (form, beacon, inbox with its real build) on a store, beacons each with a new campaign and
 * referrer, the store's rows and bytes, and the Traffic page timed while `GET /healthz` and a form
 * `POST /` are sent beside it and the event loop's longest stall is watched.
 */
import type { FastifyInstance } from "fastify";
import { statSync } from "node:fs";
import { join } from "node:path";
import { PerformanceObserver, monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { buildApp } from "../../../server/app";
import { registerAdmin } from "../../../server/admin/admin-plugin";
import { authService } from "../../../server/auth/service";
import { authStore } from "../../../server/auth/auth-store";
import { dbOf } from "../../../server/database/db";
import { registerHealthRoutes } from "../../../server/runtime/health";
import { leadCapture } from "../../../server/leads/leads-plugin";
import type { LeadStore } from "../../../server/leads/store/store-contract";
import { trafficCapture } from "../../../server/traffic/traffic-plugin";
import { queuedEvent } from "../data/traffic-events";
import { solvedAt } from "../data/solved-challenge";
import { ROOT } from "./build";
import { encodeForm, samples, testEnv } from "../data/lead-samples";

export const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// As tests/support/servers/inbox-http.ts has them (not imported: it needs the test runner).
const ADMIN_BUILD = join(ROOT, "build/admin");
const ORIGIN = "http://localhost:4999";
const SESSION = "__Host-lexcore-session";
const HOST = new URL(ORIGIN).host;

/** Client n's address: 10.x.y.z, one per client. */
export const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Beacon n: a visit to the home page with a campaign and a referrer no other beacon has. */
export const floodBeacon = (n: number, now: number) =>
  JSON.stringify({
    type: "pageview",
    path: "/",
    start: now - 1000,
    webdriver: false,
    visit: { landing_page: "/", referrer_host: `r${n}.x.example`, utm_campaign: `camp-${n}` },
  });

export interface FloodServer {
  app: FastifyInstance;
  traffic: ReturnType<typeof trafficCapture>;
  clock: { t: number };
  /** An owner's session cookie. */
  cookie: string;
  /** A new session for the owner, begun at the clock's time (after moving it). */
  signIn(): Promise<void>;
  close(): Promise<void>;
}

/** The server with the beacon, the form and the inbox on `store` (not closed by `close`). */
export async function startFloodServer(
  store: LeadStore,
  env: Record<string, string> = {},
): Promise<FloodServer> {
  const clock = { t: Date.now() };
  const now = () => clock.t;
  const e = testEnv({ SITE_URL: ORIGIN, ADMIN_BUILD_DIR: ADMIN_BUILD, ...env });
  const capture = leadCapture(e, { store, channels: {}, clock: () => new Date(clock.t) });
  const traffic = trafficCapture(e, store, { now });
  const app = await buildApp({
    env: e,
    plugins: [
      (a) => registerHealthRoutes(a, { store, maxOutboxAgeMs: e.READY_MAX_OUTBOX_AGE_MS }),
      capture.register,
      traffic.register,
      (a) =>
        registerAdmin(a, {
          env: e,
          store,
          channels: [],
          kick: () => undefined,
          now,
          traffic: traffic.reader,
        }),
    ],
  });
  await app.ready();
  const auth = authService(authStore(dbOf(store)), {
    idleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: e.ADMIN_SESSION_MAX_MINUTES * 60_000,
    now,
  });
  const owner = await auth.store.upsertPerson("owner@example.com", "owner", clock.t);
  const server: FloodServer = {
    app,
    traffic,
    clock,
    cookie: "",
    async signIn() {
      server.cookie = `${SESSION}=${await auth.startSession(owner.id)}`;
    },
    close: () => app.close(),
  };
  await server.signIn();
  // The inbox's build loads on its first request, and the form's first post warms its code:
  // neither is what the flood measures.
  await pageDuringRequests(server);
  return server;
}

/** Beacons `first` to `first + count - 1` over HTTP (in-process), client n % clients each,
 * `parallel` at a time; resolves to the count of each status. */
export async function postBeacons(
  s: FloodServer,
  opts: { first: number; count: number; clients: number; parallel?: number },
) {
  const statuses = new Map<number, number>();
  const one = async (n: number) => {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/visit",
      remoteAddress: clientIp(n % opts.clients),
      headers: { host: HOST, "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
      payload: floodBeacon(n, s.clock.t),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  };
  const parallel = opts.parallel ?? 50;
  for (let i = 0; i < opts.count; i += parallel)
    await Promise.all(
      Array.from({ length: Math.min(parallel, opts.count - i) }, (_, j) => one(opts.first + i + j)),
    );
  await s.traffic.writer.flush();
  return Object.fromEntries(statuses);
}

/** The same visits queued straight into the writer, as the route would after its checks (the
 * per-client cap aside): for the share of the flood whose HTTP path is not what is measured. */
export async function queueBeacons(
  s: FloodServer,
  opts: { first: number; count: number; clients: number },
) {
  for (let i = 0; i < opts.count; i++) {
    const n = opts.first + i;
    s.traffic.writer.add(
      queuedEvent({
        at: s.clock.t,
        ip: clientIp(n % opts.clients),
        ua: CHROME,
        kind: "visit",
        path: "/",
        referrer: `r${n}.x.example`,
        utm: { utm_campaign: `camp-${n}` },
      }),
    );
    if (s.traffic.writer.queued >= 5000) await s.traffic.writer.flush();
  }
  await s.traffic.writer.flush();
}

export const TRAFFIC_TABLES = [
  "traffic_events",
  "traffic_daily_pages",
  "traffic_daily_visits",
  "traffic_daily_vitals",
  "traffic_drops",
  "traffic_rolled",
  "traffic_salts",
] as const;

/** Rows per traffic table, distinct campaigns and referrers in the raw events, and the store's
 * bytes (the SQLite file after a checkpoint; on PostgreSQL the traffic tables with indexes). */
export async function storeFigures(store: LeadStore) {
  const db = dbOf(store);
  const rows = {} as Record<(typeof TRAFFIC_TABLES)[number], number>;
  for (const table of TRAFFIC_TABLES)
    rows[table] = Number((await db.all(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  const [distinct] = await db.all(
    `SELECT COUNT(DISTINCT utm_campaign) AS campaigns, COUNT(DISTINCT referrer) AS referrers
     FROM traffic_events`,
  );
  let bytes: number;
  if (store.kind === "postgres") {
    const pool = (store as LeadStore & { pool: pg.Pool }).pool;
    const { rows: r } = await pool.query<{ bytes: string }>(
      `SELECT SUM(pg_total_relation_size(c.oid)) AS bytes FROM pg_class c
       WHERE c.relkind = 'r' AND c.relname LIKE 'traffic_%'`,
    );
    bytes = Number(r[0]!.bytes);
  } else {
    const sqlite = (store as LeadStore & { db: DatabaseSync; file?: string }).db;
    sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const file = String(sqlite.prepare("PRAGMA database_list").get()!.file);
    bytes = statSync(file).size;
  }
  return {
    rows,
    campaigns: Number(distinct!.campaigns),
    referrers: Number(distinct!.referrers),
    bytes,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** GET /admin/traffic as the owner, with `GET /healthz` and a form `POST /` sent one after the
 * other beside it (each from its own address) until the page is answered. */
export async function pageDuringRequests(s: FloodServer, path = "/admin/traffic") {
  const altchas = await Promise.all(Array.from({ length: 40 }, () => solvedAt(s.clock.t - 60_000)));
  const stall = monitorEventLoopDelay({ resolution: 5 });
  const health: number[] = [];
  const posts: { ms: number; status: number }[] = [];
  let done = false;
  const timed = async <T>(run: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await run();
    return { out, ms: performance.now() - t0 };
  };
  const healthLoop = async () => {
    while (!done) {
      const r = await timed(() => s.app.inject({ url: "/healthz", headers: { host: HOST } }));
      if (r.out.statusCode === 200) health.push(r.ms);
      else throw new Error(`/healthz answered ${r.out.statusCode}`);
      // In-process requests may finish without a turn of the event loop: give it one.
      await sleep(5);
    }
  };
  const postLoop = async () => {
    for (let i = 0; !done; i++) {
      const body = encodeForm({
        "form-name": "contact",
        "bot-field": "",
        altcha: altchas[i % altchas.length]!,
        ...samples.contactPage,
        message: `A lead sent during the Traffic page, number ${i}.`,
      });
      const r = await timed(() =>
        s.app.inject({
          method: "POST",
          url: "/",
          remoteAddress: `192.0.2.${(i % 200) + 1}`,
          headers: {
            host: HOST,
            origin: ORIGIN,
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: body,
        }),
      );
      posts.push({ ms: r.ms, status: r.out.statusCode });
      await sleep(5);
    }
  };
  // Garbage collection pauses count as stalls too; their longest is reported apart.
  let gcMaxMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, e.duration);
  });
  gc.observe({ entryTypes: ["gc"] });
  stall.enable();
  const side = Promise.all([healthLoop(), postLoop()]);
  const page = await timed(() =>
    s.app.inject({ url: path, headers: { host: HOST, cookie: s.cookie } }),
  );
  done = true;
  await side;
  stall.disable();
  gc.disconnect();
  const postMs = posts.map((p) => p.ms);
  return {
    status: page.out.statusCode,
    body: page.out.body,
    bytes: Buffer.byteLength(page.out.body),
    ms: page.ms,
    maxStallMs: stall.max / 1e6,
    gcMaxMs,
    health: { count: health.length, maxMs: Math.max(0, ...health) },
    posts: {
      count: posts.length,
      statuses: [...new Set(posts.map((p) => p.status))],
      p99Ms: percentile(postMs, 99),
      maxMs: Math.max(0, ...postMs),
    },
  };
}
