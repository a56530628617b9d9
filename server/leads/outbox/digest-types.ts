/**
 * The held-lead digest as the stores keep it: a `digests`
 * row per digest, each held lead marked with the digest that listed it, and
 * one outbox row per channel pointing at the digest (not at a lead), so it is
 * claimed, retried and given up like any notice.
 */
import type { Lead } from "../types";

/** The owner's channels a digest goes by (never the visitor's confirmation). */
export type DigestChannel = "email" | "webhook";

export interface HeldDigestStore {
  /**
   * In one transaction (one instance at a time): when `digestDue` says so for
   * the last digest's time and the held leads no digest has listed yet,
   * creates a digest of those leads with one outbox row per channel.
   * Resolves to the new digest's id, or null when none was due.
   */
  queueDigest(channels: readonly DigestChannel[], now: number): Promise<number | null>;
  /** The digest's leads that still exist and are still held, oldest first. */
  digestLeads(digestId: number): Promise<Lead[]>;
}
