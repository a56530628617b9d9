/** The held-lead digest as stored: a `digests` row, each listed lead marked with it, and one
 * outbox row per channel pointing at the digest, claimed and retried like any notice. */
import type { Lead } from "../store/store-contract";

/** The owner's channels a digest goes by (never the visitor's confirmation). */
export type DigestChannel = "email" | "webhook";

export interface HeldDigestStore {
  /** In one transaction: when `digestDue` holds, a digest of the unlisted held leads with one
   * outbox row per channel; resolves to its id, or null when none was due. */
  queueDigest(channels: readonly DigestChannel[], now: number): Promise<number | null>;
  /** The digest's leads that still exist and are still held, oldest first. */
  digestLeads(digestId: number): Promise<Lead[]>;
}
