/** `npx tsx tools/measure/bench/traffic-growth.ts`: the store's growth per 10,000 page views (with
 * 3,000 vitals beacons and the day's roll-up) on SQLite and, with DATABASE_URL, PostgreSQL. */
import { statSync } from "node:fs";
import { join } from "node:path";
import { parseEnv, postgresSettings } from "../../../server/runtime/env";
import { openPostgresStore } from "../../../server/leads/store/postgres/postgres-store";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import type { LeadStore } from "../../../server/leads/store/store-contract";
import { trafficDbOf } from "../../../server/traffic/traffic-db";
import { runTrafficJob } from "../../../server/traffic/rollup/rollup";
import { queuedEvent } from "../../../tests/support/data/traffic-events";
import { createWriter } from "../../../server/traffic/beacon/writer";
import { createScratchDatabase } from "../../../tests/support/data/pg-cluster";
import { tempDir } from "../../../tests/support/data/lead-samples";

const PAGES = ["/", "/contact", "/about", "/services", "/charleston-wv", "/web-design-roanoke-va"];
const DAY = 86_400_000;

async function fill(store: LeadStore) {
  const db = trafficDbOf(store);
  const at = Date.now() - DAY;
  const writer = createWriter({ db, now: () => at });
  for (let i = 0; i < 10_000; i++) {
    const visitor = i % 3000;
    writer.add(
      queuedEvent({
        at,
        ip: `10.0.${visitor >> 8}.${visitor & 255}`,
        ua: `Mozilla/5.0 Bench/${visitor}`,
        kind: i < 3000 ? "visit" : "pageview",
        path: PAGES[i % PAGES.length],
        utm:
          i % 4 === 0 ? { utm_source: "news", utm_medium: "email", utm_campaign: `c${i % 5}` } : {},
        referrer: i % 4 === 1 ? "www.google.com" : "",
        device: i % 2 ? "phone" : "desktop",
      }),
    );
    if (i < 3000)
      writer.add(
        queuedEvent({
          at,
          kind: "vitals",
          path: PAGES[i % PAGES.length],
          vitals: {
            lcp: 800 + (i % 3000),
            inp: 40 + (i % 300),
            cls: (i % 30) / 100,
            fcp: 700,
            ttfb: 200,
          },
        }),
      );
    if (writer.queued >= 5000) await writer.flush();
  }
  await writer.flush();
  await runTrafficJob(db, writer.salts, { eventsDays: 90, rollupMonths: 25 }, Date.now());
}

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

async function sqlite() {
  const dir = tempDir();
  const file = join(dir.path, "leads.db");
  const store = openSqliteStore(file);
  store.db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const before = statSync(file).size;
  await fill(store);
  store.db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const after = statSync(file).size;
  const events = store.db.prepare("SELECT COUNT(*) AS n FROM traffic_events").get()!.n;
  await store.close();
  dir.remove();
  console.log(
    `SQLite: ${kib(after - before)} for 10,000 page views and 3,000 vitals (${events} events) plus their roll-up`,
  );
}

async function postgres() {
  if (!process.env.DATABASE_URL) return console.log("PostgreSQL: skipped, DATABASE_URL is not set");
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const store = openPostgresStore(postgresSettings(parseEnv({ DATABASE_URL: scratch.url }))!, {
    retry: false,
  });
  try {
    await store.ready;
    await fill(store);
    await store.pool.query("VACUUM ANALYZE");
    const { rows } = await store.pool.query<{ name: string; bytes: string }>(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
       WHERE c.relkind = 'r' AND c.relname LIKE 'traffic_%' ORDER BY 2 DESC`,
    );
    const total = rows.reduce((n, r) => n + Number(r.bytes), 0);
    console.log(`PostgreSQL: ${kib(total)} in the traffic tables (with indexes and TOAST):`);
    for (const r of rows) console.log(`  ${r.name.padEnd(22)} ${kib(Number(r.bytes))}`);
  } finally {
    await store.close();
    await scratch.drop();
  }
}

await sqlite();
await postgres();
