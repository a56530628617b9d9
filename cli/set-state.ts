/** `leads release ID`, `leads spam ID` and `leads handle ID`: move a lead to new (queueing its
 * notices, as the inbox's Release does), to spam, or to handled (the first time records the
 * answer, by "cli"). */
import type { Env } from "../server/env";
import { channelsFromEnv, ownerChannelNames } from "../server/leads/channels";
import { releaseLead } from "../server/leads/store/release-lead";
import type { LeadStore } from "../server/leads/types";
import { printable } from "./text";

export async function setState(
  store: LeadStore,
  env: Env,
  id: string,
  to: "new" | "spam" | "handled",
  now = new Date(),
): Promise<number> {
  const lead = await store.getLead(id);
  // The owner's channels as the server has them; the server's outbox sends what is queued.
  const channels = ownerChannelNames(channelsFromEnv(env));
  const from =
    to === "new"
      ? await releaseLead(store, id, {
          channels,
          autoreply: env.AUTOREPLY === "on",
          by: "cli",
          now,
        })
      : await store.setState(id, to, [], now, { by: "cli" });
  if (!from) {
    process.stderr.write(`No lead with id ${printable(id)}.\n`);
    return 1;
  }
  if (from === to) {
    process.stdout.write(`Lead ${id} is already ${to}.\n`);
    return 0;
  }
  const queued =
    to === "new"
      ? channels.length
        ? ` Notifications queued: ${channels.join(", ")} (the running server sends them).`
        : " No notification channel is configured (SMTP_URL and NOTIFY_TO, or WEBHOOK_URL)."
      : "";
  const answer = to === "handled" && !lead?.answeredAt ? " Recorded as answered now, by cli." : "";
  process.stdout.write(`Lead ${id}: ${from} -> ${to}.${queued}${answer}\n`);
  return 0;
}
