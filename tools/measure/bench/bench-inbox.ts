/** `npm run bench -- --inbox`: the store work behind one inbox page on SQLite and PostgreSQL,
 * then the same over HTTP (./bench-inbox-http.ts). Options and method: docs/measuring.md. */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { parseEnv, postgresSettings } from "../../../server/runtime/env";
import type { InboxQuery } from "../../../server/leads/inbox/inbox-types";
import { openPostgresStore } from "../../../server/leads/store/postgres/postgres-store";
import {
  INSERT_LEAD as PG_INSERT,
  LEAD_VALUES,
  leadValues,
} from "../../../server/leads/store/postgres/postgres-rows";
import {
  INSERT_LEAD as SQLITE_INSERT,
  leadParams,
} from "../../../server/leads/store/sqlite/sqlite-rows";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import type { Lead, LeadState, LeadStore } from "../../../server/leads/store/store-contract";
import { NO_REPLY, samples } from "../../../tests/support/data/lead-samples";
import { benchInboxHttp, type HttpRow } from "./bench-inbox-http";
import { percentile, printTable } from "../lib/figures";
import { createScratchDatabase } from "../../../tests/support/data/pg-cluster";

const DAY = 86_400_000;
const PAGE = 25;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
}

/** A year of leads: most new, some held, spam and handled; the three forms; varied names and
 * text. */
function makeLeads(count: number, now: number): Lead[] {
  const states: LeadState[] = [
    "new",
    "new",
    "new",
    "new",
    "new",
    "new",
    "new",
    "held",
    "held",
    "spam",
    "spam",
    "handled",
  ];
  const words = [
    "website",
    "network",
    "backup",
    "email",
    "office",
    "migration",
    "audit",
    "phones",
    "server",
    "laptops",
  ];
  return Array.from({ length: count }, (_, i) => {
    const form = i % 7 === 0 ? "referral" : i % 5 === 0 ? "website-project" : "contact";
    const base =
      form === "referral"
        ? samples.referral
        : form === "website-project"
          ? samples.websiteProject
          : samples.contactPage;
    const nameKey = form === "referral" ? "yourName" : "name";
    const message = `Lead ${i}: about our ${words[i % 10]} and ${words[(i * 7) % 10]}.\nMore detail on line two.`;
    return {
      id: randomUUID(),
      form,
      state: states[i % states.length]!,
      receivedAt: new Date(now - Math.floor((i / count) * 365 * DAY) - (i % 997)).toISOString(),
      fields: { ...base, [nameKey]: `Person ${i}`, message },
      page: "/contact",
      userAgent: "Bench/1.0",
      score: i % 12,
      reasons: i % 4 === 0 ? ["too-fast"] : [],
      note: null,
      source: null,
      ...NO_REPLY,
    } as Lead;
  });
}

async function fillSqlite(file: string, leads: Lead[]) {
  await openSqliteStore(file).close(); // creates and migrates the file
  const db = new DatabaseSync(file);
  const insert = db.prepare(SQLITE_INSERT);
  db.exec("BEGIN");
  for (const lead of leads) insert.run(leadParams(lead));
  db.exec("COMMIT");
  db.close();
}

async function fillPostgres(url: string, leads: Lead[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [head] = PG_INSERT.split("VALUES");
    for (let i = 0; i < leads.length; i += 500) {
      const batch = leads.slice(i, i + 500);
      const rows = batch.map(
        (_, r) =>
          `(${Array.from({ length: LEAD_VALUES }, (_, c) => `$${r * LEAD_VALUES + c + 1}`).join(", ")})`,
      );
      await client.query(
        `${head} VALUES ${rows.join(", ")}`,
        batch.flatMap((l) => leadValues(l)),
      );
    }
    await client.query("ANALYZE leads");
  } finally {
    await client.end();
  }
}

/** The views an owner opens most: each tab's first page, a deep page, a search, a filter. */
async function views(
  store: LeadStore,
  now: number,
): Promise<{ name: string; query: InboxQuery }[]> {
  let before: string | undefined;
  for (let i = 0; i < 19; i++) {
    before = (await store.inboxPage({ state: "new", limit: PAGE, before })).next ?? undefined;
  }
  return [
    { name: "New tab, first page", query: { state: "new", limit: PAGE } },
    { name: "Held tab, first page", query: { state: "held", limit: PAGE } },
    { name: "New tab, page 20 (keyset)", query: { state: "new", limit: PAGE, before } },
    { name: 'Search "person 4242"', query: { state: "new", limit: PAGE, q: "person 4242" } },
    {
      name: "Search a phone, 304-555-0199",
      query: { state: "new", limit: PAGE, q: "304-555-0199" },
    },
    {
      name: "Referrals, last 90 days",
      query: {
        state: "new",
        limit: PAGE,
        form: "referral",
        from: new Date(now - 90 * DAY),
        to: new Date(now),
      },
    },
  ];
}

async function measure(store: LeadStore, now: number, runs: number) {
  const out: { name: string; p50: number; p99: number; shown: number }[] = [];
  for (const { name, query } of await views(store, now)) {
    const { state: _s, before: _b, limit: _l, ...filter } = query;
    const once = () => Promise.all([store.inboxPage(query), store.inboxCounts(filter)]);
    for (let i = 0; i < 20; i++) await once();
    const times: number[] = [];
    let shown = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const [page] = await once();
      times.push(performance.now() - start);
      shown = page.leads.length;
    }
    times.sort((a, b) => a - b);
    out.push({ name, p50: percentile(times, 50), p99: percentile(times, 99), shown });
  }
  return out;
}

/** Runs the inbox bench; `pgUrl` is any database on the server to use (a scratch one is made beside
 * it). */
export async function benchInbox(pg: { url: string } | { skipped: string }): Promise<void> {
  const count = positiveInt("BENCH_INBOX_LEADS", 10_000);
  const runs = positiveInt("BENCH_INBOX_RUNS", 200);
  const now = Date.now();
  const leads = makeLeads(count, now);
  const rows: { engine: string; name: string; p50: number; p99: number; shown: number }[] = [];

  const dir = mkdtempSync(join(tmpdir(), "lexcore-bench-inbox-"));
  try {
    process.stderr.write(`inbox: ${count} leads into SQLite…\n`);
    const file = join(dir, "leads.db");
    await fillSqlite(file, leads);
    const store = openSqliteStore(file);
    try {
      for (const r of await measure(store, now, runs)) rows.push({ engine: "SQLite", ...r });
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const httpRuns = positiveInt("BENCH_INBOX_HTTP_RUNS", 50);
  process.stderr.write(`inbox: the real server on ${count} leads in SQLite, over HTTP…\n`);
  const http: HttpRow[] = await benchInboxHttp(leads, httpRuns, fillSqlite);

  if ("url" in pg) {
    const db = await createScratchDatabase(pg.url);
    try {
      process.stderr.write(`inbox: ${count} leads into PostgreSQL…\n`);
      const store = openPostgresStore(postgresSettings(parseEnv({ DATABASE_URL: db.url }))!, {
        retry: false,
      });
      try {
        await store.ready;
        await fillPostgres(db.url, leads);
        for (const r of await measure(store, now, runs)) rows.push({ engine: "PostgreSQL", ...r });
      } finally {
        await store.close();
      }
    } finally {
      await db.drop();
    }
  }

  const table = rows.map((r) => [
    r.engine,
    r.name,
    String(r.shown),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
  ]);
  const headers = ["Store", "Inbox list view (page + counts)", "shown", "p50 ms", "p99 ms"];
  console.log(
    `\nInbox list with ${count.toLocaleString("en-US")} leads in the store, ${runs} runs per view, ${PAGE} per page (store time, no HTTP)\n`,
  );
  printTable(headers, table, { left: 2, rule: true });
  if ("skipped" in pg) console.log(`Inbox (PostgreSQL): skipped, ${pg.skipped}.`);

  const httpTable = http.map((r) => [r.name, r.kb.toFixed(1), r.p50.toFixed(1), r.p99.toFixed(1)]);
  const httpHeaders = ["Inbox page, signed in (SQLite)", "KB", "p50 ms", "p99 ms"];
  console.log(
    `\nInbox pages over HTTP from the real server (session, loader, store, HTML), ${httpRuns} sequential requests each\n`,
  );
  printTable(httpHeaders, httpTable, { rule: true });
}
