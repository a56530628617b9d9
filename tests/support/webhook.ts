/** A webhook receiver's check, as docs/configuration.md ("Webhook") tells receivers to make it:
 * the tests verify what the server signs (server/leads/outbox/notify.ts, signBody) with it. */
import { timingSafeEqual } from "node:crypto";
import { signBody } from "../../server/leads/outbox/transport";

/** How far a receiver should accept X-Signature-Timestamp from its own clock
 * (docs/configuration.md). */
export const SIGNATURE_TOLERANCE_S = 300;

/** A receiver's check (docs/configuration.md, "Webhook"): the signature matches timestamp and
 * body and the timestamp is within tolerance, so replays and altered timestamps fail. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = SIGNATURE_TOLERANCE_S,
): boolean {
  const timestamp = headers["x-signature-timestamp"];
  const signature = headers["x-signature"];
  if (typeof timestamp !== "string" || typeof signature !== "string") return false;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > toleranceS)
    return false;
  const expected = Buffer.from(signBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
