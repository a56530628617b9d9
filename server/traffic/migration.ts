/** Migration 8: the traffic tables (decision 0040): raw beacons, daily salts, bots dropped per
 * day and reason, daily roll-ups. Absent tags and referrers are "" so they can be keys. */
import type { Migration } from "../leads/store/migrations";

function trafficTables(int: string, real: string, serial: string) {
  return `
    CREATE TABLE traffic_events (
      id ${serial},
      day TEXT NOT NULL,
      at ${int} NOT NULL,
      visitor TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('visit', 'pageview', 'vitals')),
      path TEXT NOT NULL,
      landing TEXT NOT NULL,
      referrer TEXT NOT NULL,
      utm_source TEXT NOT NULL,
      utm_medium TEXT NOT NULL,
      utm_campaign TEXT NOT NULL,
      utm_term TEXT NOT NULL,
      utm_content TEXT NOT NULL,
      device TEXT NOT NULL CHECK (device IN ('phone', 'desktop')),
      lcp ${real},
      inp ${real},
      cls ${real},
      fcp ${real},
      ttfb ${real}
    );
    CREATE INDEX traffic_events_day ON traffic_events (day, kind);
    CREATE TABLE traffic_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
    CREATE TABLE traffic_drops (
      day TEXT NOT NULL,
      reason TEXT NOT NULL,
      count ${int} NOT NULL,
      PRIMARY KEY (day, reason)
    );
    CREATE TABLE traffic_rolled (day TEXT PRIMARY KEY, rolled_at ${int} NOT NULL);
    CREATE TABLE traffic_daily_pages (
      day TEXT NOT NULL,
      page TEXT NOT NULL,
      pageviews ${int} NOT NULL,
      visitors ${int} NOT NULL,
      PRIMARY KEY (day, page)
    );
    CREATE TABLE traffic_daily_visits (
      day TEXT NOT NULL,
      landing TEXT NOT NULL,
      referrer TEXT NOT NULL,
      utm_source TEXT NOT NULL,
      utm_medium TEXT NOT NULL,
      utm_campaign TEXT NOT NULL,
      visits ${int} NOT NULL,
      visitors ${int} NOT NULL,
      PRIMARY KEY (day, landing, referrer, utm_source, utm_medium, utm_campaign)
    );
    CREATE TABLE traffic_daily_vitals (
      day TEXT NOT NULL,
      page TEXT NOT NULL,
      device TEXT NOT NULL,
      metric TEXT NOT NULL,
      bucket INTEGER NOT NULL,
      count ${int} NOT NULL,
      PRIMARY KEY (day, page, device, metric, bucket)
    );
  `;
}

export const migrationV8: Migration = {
  version: 8,
  name: "traffic: beacons, daily salts, bots dropped, daily roll-ups",
  sqlite: trafficTables("INTEGER", "REAL", "INTEGER PRIMARY KEY AUTOINCREMENT"),
  postgres: trafficTables(
    "BIGINT",
    "DOUBLE PRECISION",
    "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
  ),
};

/** Migration 11: the raw events indexed by day and visitor, the order the report and the roll-up
 * read them in (server/traffic/aggregate.ts); the day-and-kind index served the old reads only. */
const visitorIndex = `
  CREATE INDEX traffic_events_visitor ON traffic_events (day, visitor, id);
  DROP INDEX traffic_events_day;
`;
export const migrationV11: Migration = {
  version: 11,
  name: "traffic: raw events by day and visitor",
  sqlite: visitorIndex,
  postgres: visitorIndex,
};

/** Migration 13: the names each UTC day's campaign and referrer caps have let in (fold.ts), so a
 * restart counts on from them; the writer keeps the last two days. */
const dayNames = `
  CREATE TABLE traffic_day_names (
    day TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('c', 'r')),
    name TEXT NOT NULL,
    PRIMARY KEY (day, kind, name)
  );
`;
export const migrationV13: Migration = {
  version: 13,
  name: "traffic: the day's capped names",
  sqlite: dayNames,
  postgres: dayNames,
};
