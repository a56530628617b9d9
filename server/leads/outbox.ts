import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Channels } from "./notify";
import { StoreNotReadyError, type LeadStore } from "./types";

export const BACKOFF = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  /** Keep trying for this long before giving up (at least 24 h). */
  giveUpAfterMs: 72 * 60 * 60_000,
} as const;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at an hour. */
export const nextDelay = (attempts: number) =>
  Math.min(BACKOFF.baseMs * 2 ** Math.max(0, attempts), BACKOFF.capMs);

export interface OutboxWorker {
  /** Delivers every due entry once; resolves when done. */
  runOnce(): Promise<void>;
  /** Asks for a run soon (after a new lead). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/** Entries claimed per round trip. */
const BATCH = 10;
/**
 * The longest one delivery may take (SMTP: connect, greeting and each step
 * time out at 20 s). An entry is only started while at least this much of
 * its lease is left, so no other instance can claim it mid-delivery.
 */
export const DELIVERY_MAX_MS = 60_000;

/**
 * Delivers notifications written beside each lead. One run at a time per
 * instance; across instances each entry is claimed by one of them for
 * `leaseMs` (the store's claimDue), and a dead instance's claims run out so
 * another takes them over. A delivered entry is marked before the next is
 * tried; failures wait with backoff; pending entries survive restarts.
 */
export function createOutboxWorker(opts: {
  store: LeadStore;
  channels: Channels;
  intervalMs: number;
  leaseMs?: number;
  /** Deliveries start only while this much of the claim is left (OUTBOX_DELIVERY_MAX_MS). */
  deliveryMaxMs?: number;
  /** Who holds a claim (for the outbox rows and logs); unique per process. */
  owner?: string;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  now?: () => number;
}): OutboxWorker {
  const now = opts.now ?? Date.now;
  const leaseMs = opts.leaseMs ?? 2 * DELIVERY_MAX_MS;
  const owner = opts.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const margin = opts.deliveryMaxMs ?? DELIVERY_MAX_MS;
  if (margin >= leaseMs) throw new Error("An outbox claim must last longer than a delivery");
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  async function deliverDue() {
    for (;;) {
      const due = await opts.store.claimDue(owner, now(), BATCH, leaseMs);
      if (due.length === 0) return;
      for (const entry of due) {
        // Too little of the claim left: let it run out and be claimed afresh.
        if (now() + margin > entry.claimedUntil) continue;
        const deliver = opts.channels[entry.channel];
        const lead = await opts.store.getLead(entry.leadId);
        if (!deliver || !lead) {
          await opts.store.markFailed(
            entry.id,
            deliver ? "lead no longer exists" : `channel ${entry.channel} is not configured`,
            now(),
          );
          continue;
        }
        try {
          await deliver(lead);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (now() - entry.createdAt >= BACKOFF.giveUpAfterMs) {
            await opts.store.markFailed(entry.id, message, now());
            opts.log.error(
              { lead: lead.id, channel: entry.channel, error: message },
              "lead notification given up",
            );
          } else {
            const wait = nextDelay(entry.attempts);
            await opts.store.markRetry(entry.id, message, now() + wait);
            opts.log.warn(
              { lead: lead.id, channel: entry.channel, error: message, retryInMs: wait },
              "lead notification failed; will retry",
            );
          }
          continue;
        }
        // Sent: record it, retrying while the database is briefly away, so it is not sent twice.
        await retryUntilDone(() => opts.store.markDelivered(entry.id, now()), entry.claimedUntil);
        opts.log.info({ lead: lead.id, channel: entry.channel }, "lead notification delivered");
      }
    }
  }

  /** Runs `write` until it succeeds, backing off, giving up only when the claim is over. */
  async function retryUntilDone(write: () => Promise<void>, until: number) {
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        return await write();
      } catch (error) {
        if (now() >= until) throw error;
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          // Not connected yet: the store logs its own retries; the next run tries again.
          if (!(error instanceof StoreNotReadyError)) {
            opts.log.error({ err: error }, "outbox run failed");
          }
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, opts.intervalMs);
    timer.unref();
  };

  return {
    runOnce,
    kick: () => {
      if (!stopped) void runOnce();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void runOnce().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
