/** `npx tsx tools/measure/bench/traffic-flood.ts [--events 100000] [--http 20000]`: the flood of
 * server/traffic/flood.test.ts with its figures: store rows and bytes before and after, the
 * Traffic page's time, size and longest event-loop stall, and the form `POST /` p99 beside it. */
import "../../../tests/support/browser/production-react";
import { DAY_MS } from "../../../shared/zoned-date";
import { openTestStore, type StoreKind } from "../../../tests/support/data/stores";
import {
  pageDuringRequests,
  postBeacons,
  queueBeacons,
  startFloodServer,
  storeFigures,
} from "../../../tests/support/servers/flood-run";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg("events", 100_000);
const HTTP = Math.min(EVENTS, arg("http", 20_000));
const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
const ms = (n: number) => `${Math.round(n)} ms`;

async function run(kind: StoreKind) {
  const t = await openTestStore(kind);
  const s = await startFloodServer(t.store, { TRAFFIC_RATE_LIMIT_MAX: "120" });
  try {
    const before = await storeFigures(t.store);
    const rss0 = process.memoryUsage().rss;
    const codes = await postBeacons(s, { first: 0, count: HTTP, clients: Math.ceil(HTTP / 50) });
    await queueBeacons(s, { first: HTTP, count: EVENTS - HTTP, clients: 5000 });
    const after = await storeFigures(t.store);
    const rssBeforePage = process.memoryUsage().rss;
    const raw = await pageDuringRequests(s);
    const rssPage = process.memoryUsage().rss;
    s.clock.t += DAY_MS;
    const jobStart = performance.now();
    await s.traffic.runJob();
    const jobMs = performance.now() - jobStart;
    await s.signIn();
    const rolled = await storeFigures(t.store);
    const next = await pageDuringRequests(s);
    const rows = (f: typeof before) =>
      `events ${f.rows.traffic_events}, daily visits ${f.rows.traffic_daily_visits}, distinct campaigns ${f.campaigns}, referrers ${f.referrers}`;
    const page = (p: typeof raw) =>
      `${p.status}, ${(p.bytes / 1024).toFixed(0)} KiB, ${ms(p.ms)}; longest stall ${ms(p.maxStallMs)} (GC pause ${ms(p.gcMaxMs)}); ` +
      `POST / ${p.posts.count} answered ${p.posts.statuses.join("/")}, p99 ${ms(p.posts.p99Ms)}, max ${ms(p.posts.maxMs)}; ` +
      `/healthz ${p.health.count} answered, max ${ms(p.health.maxMs)}`;
    console.log(
      `\n${kind}: ${EVENTS} beacons, each a new campaign and referrer (${HTTP} over HTTP: ${JSON.stringify(codes)})`,
    );
    console.log(`  store before:        ${rows(before)}; ${mib(before.bytes)}`);
    console.log(`  store after:         ${rows(after)}; ${mib(after.bytes)}`);
    console.log(`  page, today raw:     ${page(raw)}`);
    console.log(
      `  process RSS:         ${mib(rss0)} before the flood, ${mib(rssBeforePage)} before the page, ${mib(rssPage)} after it`,
    );
    console.log(`  roll-up job:         ${ms(jobMs)}`);
    console.log(`  store after roll-up: ${rows(rolled)}; ${mib(rolled.bytes)}`);
    console.log(`  page, rolled up:     ${page(next)}`);
  } finally {
    await s.close();
    await t.cleanup();
  }
}

await run("sqlite");
if (process.env.DATABASE_URL) await run("postgres");
else console.log("PostgreSQL: skipped, DATABASE_URL is not set");
