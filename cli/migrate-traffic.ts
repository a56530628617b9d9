/** `leads migrate` for the traffic tables: events, daily roll-ups and drop counts, in one
 * PostgreSQL transaction, so a re-run copies nothing twice. Salts are not copied: each serves
 * only its day, and a copy would be one more place an id could be linked back (decision 0040). */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import type { Q } from "../server/traffic/traffic-db";
import { dayOf } from "../server/traffic/days";
import { ROLLUP_LOCK, rollUpDay } from "../server/traffic/rollup";

const EVENT_COLUMNS: [name: string, type: string][] = [
  ["day", "text"],
  ["at", "bigint"],
  ["visitor", "text"],
  ["kind", "text"],
  ["path", "text"],
  ["landing", "text"],
  ["referrer", "text"],
  ["utm_source", "text"],
  ["utm_medium", "text"],
  ["utm_campaign", "text"],
  ["utm_term", "text"],
  ["utm_content", "text"],
  ["device", "text"],
  ["lcp", "double precision"],
  ["inp", "double precision"],
  ["cls", "double precision"],
  ["fcp", "double precision"],
  ["ttfb", "double precision"],
];

/** The roll-up tables of one day, with their columns (traffic_rolled marks the day as rolled). */
const ROLLUP_COLUMNS: Record<string, [name: string, type: string][]> = {
  traffic_daily_pages: [
    ["day", "text"],
    ["page", "text"],
    ["pageviews", "bigint"],
    ["visitors", "bigint"],
  ],
  traffic_daily_visits: [
    ["day", "text"],
    ["landing", "text"],
    ["referrer", "text"],
    ["utm_source", "text"],
    ["utm_medium", "text"],
    ["utm_campaign", "text"],
    ["visits", "bigint"],
    ["visitors", "bigint"],
  ],
  traffic_daily_vitals: [
    ["day", "text"],
    ["page", "text"],
    ["device", "text"],
    ["metric", "text"],
    ["bucket", "integer"],
    ["count", "bigint"],
  ],
  traffic_rolled: [
    ["day", "text"],
    ["rolled_at", "bigint"],
  ],
};

const BATCH = 2000;

/** The traffic queries (`?` placeholders) on one client, inside its transaction. */
const clientQ = (client: pg.PoolClient): Q => {
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async (sql, args = []) => (await client.query(numbered(sql), args)).rows,
    run: async (sql, args = []) => (await client.query(numbered(sql), args)).rowCount ?? 0,
  };
};

type Row = Record<string, SQLInputValue>;

/** Inserts rows through unnest (one array per column), `BATCH` rows a statement. */
async function insertRows(
  client: pg.PoolClient,
  table: string,
  columns: [string, string][],
  rows: Iterable<Row>,
): Promise<void> {
  const names = columns.map(([n]) => n).join(", ");
  const arrays = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(", ");
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
  let batch: Row[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const args = columns.map(([n]) => batch.map((r) => (r[n] === null ? null : r[n])));
    batch = [];
    await client.query(sql, args);
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

export interface TrafficCopied {
  events: number;
  days: number;
  drops: number;
}

/** Copies what PostgreSQL lacks: events less those already there (EXCEPT ALL, row for row);
 * roll-ups of days it has neither rolled up nor has events of (a finished day that got events is
 * rolled up again); drop counts, the larger per day and reason. A re-run changes nothing. */
export async function copyTraffic(
  from: DatabaseSync,
  pool: pg.Pool,
  now = Date.now(),
): Promise<TrafficCopied> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // The roll-up job of a running instance waits until this is committed.
    await client.query("SELECT pg_advisory_xact_lock($1)", [ROLLUP_LOCK]);
    const names = EVENT_COLUMNS.map(([n]) => n).join(", ");
    const { rows: taken } = await client.query<{ day: string }>(
      "SELECT day FROM traffic_rolled UNION SELECT DISTINCT day FROM traffic_events",
    );
    const hadDay = new Set(taken.map((r) => r.day));
    await client.query(
      `CREATE TEMP TABLE migrate_traffic_events ON COMMIT DROP AS
       SELECT ${names} FROM traffic_events WITH NO DATA`,
    );
    await insertRows(
      client,
      "migrate_traffic_events",
      EVENT_COLUMNS,
      from.prepare(`SELECT ${names} FROM traffic_events ORDER BY id`).iterate() as Iterable<Row>,
    );
    const { rows: added } = await client.query<{ day: string }>(
      `INSERT INTO traffic_events (${names})
       SELECT ${names} FROM (
         SELECT ${names} FROM migrate_traffic_events
         EXCEPT ALL
         SELECT ${names} FROM traffic_events WHERE day IN (SELECT day FROM migrate_traffic_events)
       ) AS missing
       RETURNING day`,
    );
    // A finished day PostgreSQL already had that got events is rolled up again from all of them.
    const merged = [...new Set(added.map((r) => r.day))].filter((d) => hadDay.has(d));
    const q = clientQ(client);
    const today = dayOf(now);
    for (const day of merged.filter((d) => d < today))
      // No deadline: the copy reads each day whole.
      for (const [sql, args] of (await rollUpDay(q, day, now))!) await q.run(sql, args);

    const days = (from.prepare("SELECT day FROM traffic_rolled ORDER BY day").all() as Row[])
      .map((r) => String(r.day))
      .filter((d) => !hadDay.has(d));
    for (const [table, columns] of Object.entries(ROLLUP_COLUMNS)) {
      const select = from.prepare(
        `SELECT ${columns.map(([n]) => n).join(", ")} FROM ${table} WHERE day = ?`,
      );
      for (const day of days) {
        await client.query(`DELETE FROM ${table} WHERE day = $1`, [day]);
        await insertRows(client, table, columns, select.iterate(day) as Iterable<Row>);
      }
    }

    let drops = 0;
    for (const d of from.prepare("SELECT day, reason, count FROM traffic_drops").iterate()) {
      const r = await client.query(
        `INSERT INTO traffic_drops (day, reason, count) VALUES ($1, $2, $3)
         ON CONFLICT (day, reason) DO UPDATE SET count = EXCLUDED.count
         WHERE traffic_drops.count < EXCLUDED.count`,
        [d.day, d.reason, d.count],
      );
      drops += r.rowCount ?? 0;
    }
    await client.query("COMMIT");
    return { events: added.length, days: days.length, drops };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
