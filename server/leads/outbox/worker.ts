import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { DigestChannels } from "./digest-notify";
import type { DigestChannel } from "./digest-types";
import type { Channels } from "./notify";
import {
  StoreNotReadyError,
  type LeadRecords,
  type OutboxEntry,
  type OutboxStore,
} from "../store/store-contract";
import type { HeldDigestStore } from "./digest-types";
import { noticeJob, type NoticeDelivery } from "../notices/notice-delivery";
import type { NoticeStore } from "../notices/notice-types";

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
/** The longest one delivery may take (SMTP steps time out at 20 s); an entry starts only with
 * this much lease left, so no other instance claims it mid-delivery. */
export const DELIVERY_MAX_MS = 60_000;

/** A process's name on the claims it holds: host, pid and a random part, unique per process. */
export const claimOwner = (pid = process.pid) => `${hostname()}:${pid}:${randomUUID().slice(0, 8)}`;

/** Delivers queued notifications: each entry leased by one instance (claimDue) until delivered;
 * failures back off, and a dead instance's leases run out. */
export function createOutboxWorker(opts: {
  store: OutboxStore &
    Pick<LeadRecords, "getLead"> &
    Pick<HeldDigestStore, "digestLeads"> &
    Pick<NoticeStore, "weeklyReport">;
  channels: Channels;
  /** How the held-lead digest goes out (digest-notify.ts); none: its rows are marked failed. */
  digestChannels?: DigestChannels;
  /** How reminder, overdue and weekly-report rows go out
   * (server/leads/notices/notice-delivery.ts). */
  notices?: NoticeDelivery;
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
  const owner = opts.owner ?? claimOwner();
  const margin = opts.deliveryMaxMs ?? DELIVERY_MAX_MS;
  if (margin >= leaseMs) throw new Error("An outbox claim must last longer than a delivery");
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  /** What delivering an entry means, or why it cannot be delivered (then it is marked failed). */
  async function jobFor(
    entry: OutboxEntry,
  ): Promise<string | { what: string; about: Record<string, unknown>; send: () => Promise<void> }> {
    const notice = await noticeJob(entry, opts.store, opts.notices ?? {});
    if (notice !== undefined) return notice;
    if (entry.digestId !== null) {
      const digestId = entry.digestId;
      const deliver = opts.digestChannels?.[entry.channel as DigestChannel];
      if (!deliver) return `channel ${entry.channel} is not configured for the held digest`;
      const leads = await opts.store.digestLeads(digestId);
      return {
        what: "held-lead digest",
        about: { digest: digestId, leads: leads.length },
        // Every lead in it released, marked or deleted since: nothing left to tell.
        send: async () => {
          if (leads.length) await deliver({ id: digestId, leads });
        },
      };
    }
    const deliver = opts.channels[entry.channel];
    const lead = entry.leadId === null ? undefined : await opts.store.getLead(entry.leadId);
    if (!deliver) return `channel ${entry.channel} is not configured`;
    if (!lead) return "lead no longer exists";
    return { what: "lead notification", about: { lead: lead.id }, send: () => deliver(lead) };
  }

  async function deliverDue() {
    for (;;) {
      const due = await opts.store.claimDue(owner, now(), BATCH, leaseMs);
      if (due.length === 0) return;
      for (const entry of due) {
        // Too little of the claim left: let it run out and be claimed afresh.
        if (now() + margin > entry.claimedUntil) continue;
        const job = await jobFor(entry);
        if (typeof job === "string") {
          await opts.store.markFailed(entry.id, job, now());
          continue;
        }
        try {
          await job.send();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (now() - entry.createdAt >= BACKOFF.giveUpAfterMs) {
            await opts.store.markFailed(entry.id, message, now());
            opts.log.error(
              { ...job.about, channel: entry.channel, error: message },
              `${job.what} given up`,
            );
          } else {
            const wait = nextDelay(entry.attempts);
            await opts.store.markRetry(entry.id, message, now() + wait);
            opts.log.warn(
              { ...job.about, channel: entry.channel, error: message, retryInMs: wait },
              `${job.what} failed; will retry`,
            );
          }
          continue;
        }
        // Sent: record it, retrying while the database is briefly away, so it is not sent twice.
        await retryUntilDone(() => opts.store.markDelivered(entry.id, now()), entry.claimedUntil);
        opts.log.info({ ...job.about, channel: entry.channel }, `${job.what} delivered`);
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
