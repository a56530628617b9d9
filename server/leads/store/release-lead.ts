/** Releasing a held or spam lead, one action for the inbox and `leads release`: the lead becomes
 * new, and its first time new queues the owner's notices and (AUTOREPLY=on) the visitor's
 * confirmation, under the confirmation caps, in one transaction. */
import { autoreplyKey } from "../outbox/autoreply";
import type { Channel, LeadRecords, LeadState } from "./store-contract";

/** The one log line when the site's daily cap first stops a confirmation. */
export const CONFIRMATION_CAP =
  "the site's daily cap on visitors' confirmations was reached: none more go out today (the weekly report says so too)";

export interface Release {
  /** The owner's channels (not "autoreply"). */
  channels: readonly Channel[];
  /** AUTOREPLY=on: the visitor gets the confirmation. */
  autoreply: boolean;
  /** Who released it: an e-mail, or "cli". */
  by: string;
  now: Date;
  /** Told when the site's daily cap on confirmations first stops one (a log line). */
  onConfirmationCap?: () => void;
}

/** Resolves to the state it was in, or undefined when there is no such lead. */
export async function releaseLead(
  store: Pick<LeadRecords, "getLead" | "setState">,
  id: string,
  { channels, autoreply, by, now, onConfirmationCap }: Release,
): Promise<LeadState | undefined> {
  const lead = await store.getLead(id);
  if (!lead) return undefined;
  return store.setState(id, "new", channels, now, {
    autoreplyTo: autoreply ? autoreplyKey(lead.fields) : null,
    onConfirmationCap,
    by,
  });
}
