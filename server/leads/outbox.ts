import type { FastifyBaseLogger } from "fastify";
import type { Channels } from "./notify";
import type { LeadStore } from "./types";

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

/**
 * Delivers notifications written beside each lead. One run at a time, so an
 * entry is never sent twice concurrently; a delivered entry is marked before
 * the next is tried; failures wait with backoff; pending entries survive restarts.
 */
export function createOutboxWorker(opts: {
  store: LeadStore;
  channels: Channels;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  now?: () => number;
}): OutboxWorker {
  const now = opts.now ?? Date.now;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  async function deliverDue() {
    for (;;) {
      const due = opts.store.dueOutbox(now(), 20);
      if (due.length === 0) return;
      for (const entry of due) {
        const deliver = opts.channels[entry.channel];
        const lead = opts.store.getLead(entry.leadId);
        if (!deliver || !lead) {
          opts.store.markFailed(
            entry.id,
            deliver ? "lead no longer exists" : `channel ${entry.channel} is not configured`,
          );
          continue;
        }
        try {
          await deliver(lead);
          opts.store.markDelivered(entry.id, now());
          opts.log.info({ lead: lead.id, channel: entry.channel }, "lead notification delivered");
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (now() - entry.createdAt >= BACKOFF.giveUpAfterMs) {
            opts.store.markFailed(entry.id, message);
            opts.log.error(
              { lead: lead.id, channel: entry.channel, error: message },
              "lead notification given up",
            );
          } else {
            const wait = nextDelay(entry.attempts);
            opts.store.markRetry(entry.id, message, now() + wait);
            opts.log.warn(
              { lead: lead.id, channel: entry.channel, error: message, retryInMs: wait },
              "lead notification failed; will retry",
            );
          }
        }
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
          opts.log.error({ err: error }, "outbox run failed");
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
