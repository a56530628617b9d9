/** How the held-lead digest reaches the owner: by e-mail and/or webhook. */
import type { DigestChannel } from "./digest-types";
import type { Lead } from "./types";

export interface HeldDigest {
  id: number;
  /** Its leads that are still held, oldest first. */
  leads: Lead[];
}
export type DeliverDigest = (digest: HeldDigest) => Promise<void>;
export type DigestChannels = Partial<Record<DigestChannel, DeliverDigest>>;
