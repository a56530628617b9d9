/** Beacons written in batches off the request path (every second or 500 events), with the drop
 * counts, in one transaction. At most 10,000 wait (more are logged as overflow); a store that is
 * down keeps what fits and is retried. A day's new campaigns and referrers are capped (fold.ts),
 * counted from the names the store keeps for the day (traffic_day_names, migration 13). */
import { StoreNotReadyError } from "../leads/types";
import { UTM_KEYS, type UtmKey } from "../../shared/lead-source";
import type { VisitSource } from "./read-beacon";
import { addDays, dayOf } from "./days";
import type { Statement, TrafficDb } from "./traffic-db";
import { DAY_VALUES, dayNames, dayValueCap } from "./fold";
import { saltKeeper, visitorId } from "./salt";
import type { Device, DropReason } from "./traffic-types";

export interface QueuedEvent {
  at: number;
  /** visitorDigest(): IP, User-Agent and site, already hashed. */
  digest: Buffer;
  kind: "visit" | "pageview" | "vitals";
  path: string;
  source: VisitSource;
  device: Device;
  vitals: Partial<Record<"lcp" | "inp" | "cls" | "fcp" | "ttfb", number>>;
}

export interface WriterOptions {
  db: TrafficDb;
  now?: () => number;
  flushMs?: number;
  batch?: number;
  maxQueued?: number;
  log?: { warn: (msg: string) => void };
}

const COLUMNS = [
  "day",
  "at",
  "visitor",
  "kind",
  "path",
  "landing",
  "referrer",
  ...UTM_KEYS,
  "device",
  "lcp",
  "inp",
  "cls",
  "fcp",
  "ttfb",
];
const ROW = `(${COLUMNS.map(() => "?").join(", ")})`;

const values = (day: string, visitor: string, e: QueuedEvent) => [
  day,
  e.at,
  visitor,
  e.kind,
  e.path,
  e.source.landing,
  e.source.referrer,
  ...UTM_KEYS.map((k: UtmKey) => e.source.utm[k]),
  e.device,
  e.vitals.lcp ?? null,
  e.vitals.inp ?? null,
  e.vitals.cls ?? null,
  e.vitals.fcp ?? null,
  e.vitals.ttfb ?? null,
];

export function createWriter({
  db,
  now = Date.now,
  flushMs = 1000,
  batch = 500,
  maxQueued = 10_000,
  log = { warn: () => undefined },
}: WriterOptions) {
  const salts = saltKeeper(db);
  const cap = dayValueCap();
  let queue: QueuedEvent[] = [];
  let drops = new Map<string, number>();
  let overflow = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  /** The day's campaign and referrer names as the store kept them, once per day and process. */
  async function loadNames(day: string) {
    if (cap.known(day)) return;
    const kept = await db.all(
      `SELECT kind, name FROM traffic_day_names WHERE day = ? LIMIT ${2 * DAY_VALUES}`,
      [day],
    );
    cap.seed(
      day,
      kept.map((r) => ({ kind: String(r.kind), name: String(r.name) })),
    );
  }

  /** The batch's rows, each visit's source capped by its day's names (kept in the store, so a
   * restart counts on), and the names it keeps to add there. */
  async function rowsOf(events: QueuedEvent[], today: string) {
    const rows: unknown[][] = [];
    const names = new Map<string, unknown[]>();
    for (const e of events) {
      const day = dayOf(e.at);
      const salt = await salts.saltOf(day, today);
      if (!salt) continue;
      let event = e;
      if (e.kind === "visit") {
        await loadNames(day);
        // A campaign or referrer past the day's first DAY_VALUES is stored as "(other)".
        event = { ...e, source: cap(day, e.source) };
        for (const n of dayNames(event.source))
          names.set(`${day} ${n.kind}${n.name}`, [day, n.kind, n.name]);
      }
      rows.push(values(day, visitorId(salt, e.digest), event));
    }
    return { rows, names: [...names.values()] };
  }

  async function flushOnce() {
    if (overflow) {
      log.warn(`traffic: ${overflow} beacon(s) lost, the write queue was full (overflow)`);
      overflow = 0;
    }
    if (!queue.length && !drops.size) return;
    const events = queue.splice(0, batch);
    const dropped = drops;
    drops = new Map();
    const today = dayOf(now());
    try {
      const { rows, names } = await rowsOf(events, today);
      const statements: Statement[] = [...dropped].map(([key, count]) => {
        const [day, reason] = key.split(" ");
        return [
          `INSERT INTO traffic_drops (day, reason, count) VALUES (?, ?, ?)
           ON CONFLICT (day, reason) DO UPDATE SET count = traffic_drops.count + excluded.count`,
          [day, reason, count],
        ];
      });
      if (rows.length)
        statements.push([
          `INSERT INTO traffic_events (${COLUMNS.join(", ")}) VALUES ${rows.map(() => ROW).join(", ")}`,
          rows.flat(),
        ]);
      if (names.length)
        statements.push(
          [
            `INSERT INTO traffic_day_names (day, kind, name) VALUES ${names.map(() => "(?, ?, ?)").join(", ")}
             ON CONFLICT (day, kind, name) DO NOTHING`,
            names.flat(),
          ],
          ["DELETE FROM traffic_day_names WHERE day < ?", [addDays(today, -2)]],
        );
      await db.batch(statements);
    } catch (error) {
      // Back in the queue, as far as it fits; the next flush tries again.
      queue = [...events, ...queue].slice(0, maxQueued);
      for (const [key, n] of dropped) drops.set(key, (drops.get(key) ?? 0) + n);
      throw error;
    }
  }

  const flush = (): Promise<void> => {
    flushing ??= (async () => {
      try {
        do await flushOnce();
        while (queue.length > 0);
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  };
  // A store still connecting (or a SQLite folder not writable) says so itself.
  const flushQuietly = () =>
    flush().catch((err: unknown) => {
      if (err instanceof StoreNotReadyError) return;
      log.warn(
        `traffic: could not write beacons (${err instanceof Error ? err.message : String(err)}); retrying`,
      );
    });

  return {
    salts,
    /** Queues an event; false when the queue is full (the event is lost). */
    add(event: QueuedEvent): boolean {
      if (queue.length >= maxQueued) {
        overflow++;
        return false;
      }
      queue.push(event);
      if (queue.length === batch) setImmediate(flushQuietly);
      return true;
    },
    drop(reason: DropReason, at: number) {
      const key = `${dayOf(at)} ${reason}`;
      drops.set(key, (drops.get(key) ?? 0) + 1);
    },
    get queued() {
      return queue.length;
    },
    flush,
    start() {
      timer ??= setInterval(flushQuietly, flushMs).unref();
    },
    /** Stops the timer and writes what is queued, waiting at most `deadlineMs` (a database still
     * connecting must not hold up the shutdown). */
    async stop(deadlineMs = 5000) {
      clearInterval(timer);
      timer = undefined;
      let deadline: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (deadline = setTimeout(resolve, deadlineMs)));
      await Promise.race([flushQuietly(), late]);
      clearTimeout(deadline);
    },
  };
}
export type TrafficWriter = ReturnType<typeof createWriter>;
