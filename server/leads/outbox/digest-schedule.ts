/** When a held-lead digest goes out: pure rules with time passed in, and the timer asking the
 * store, which applies them in its transaction (one digest across PostgreSQL instances). */
import type { DigestChannel } from "./digest-types";
import type { LeadStore } from "../store/store-contract";

export const DIGEST_GAP_MS = 86_400_000;

/** Due when a held lead has not been in a digest and the last went a day or more ago. */
export function digestDue(opts: { lastAt: number | null; waiting: number; now: number }): boolean {
  if (opts.waiting === 0) return false;
  return opts.lastAt === null || opts.now - opts.lastAt >= DIGEST_GAP_MS;
}

export interface DigestScheduler {
  /** Queues a digest if one is due; resolves to its id or null. */
  runOnce(): Promise<number | null>;
  start(): void;
  stop(): void;
}

/** Checks every `intervalMs` (a minute is plenty) and calls `onQueued` (the worker's kick) when
 * a digest was queued. */
export function createDigestScheduler(opts: {
  store: Pick<LeadStore, "queueDigest">;
  channels: readonly DigestChannel[];
  intervalMs: number;
  now?: () => number;
  onQueued?: (digestId: number) => void;
  onError?: (error: unknown) => void;
}): DigestScheduler {
  const now = opts.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  const runOnce = async () => {
    if (opts.channels.length === 0) return null;
    const id = await opts.store.queueDigest(opts.channels, now());
    if (id !== null) opts.onQueued?.(id);
    return id;
  };
  return {
    runOnce,
    start() {
      if (timer) return;
      const tick = () => void runOnce().catch((error: unknown) => opts.onError?.(error));
      tick();
      timer = setInterval(tick, opts.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
