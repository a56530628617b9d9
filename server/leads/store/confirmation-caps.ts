/** Whether a new lead's visitor gets the confirmation: once a day per mailbox, perClientHour per
 * client address an hour, perDay for the site a UTC day (then the owner is told once); run inside
 * the transaction that queues the lead's notices, on both engines. */
import type { SaveExtras } from "./store-contract";
import { NOTE_AUTOREPLY } from "./lead-rows";

export const CONFIRMATION_CAPS = { perClientHour: 3, perDay: 200 } as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Site days are kept for the weekly report; client hours only while they count. */
const KEEP_SITE_MS = 15 * DAY_MS;

/** One more under `bucket` unless it holds `cap` already (`?` placeholders): one row changed
 * when counted. */
const COUNT = `INSERT INTO confirmation_counts (bucket, sent, refused, at) VALUES (?, 1, 0, ?)
  ON CONFLICT (bucket) DO UPDATE SET sent = confirmation_counts.sent + 1
  WHERE confirmation_counts.sent < ?`;
const UNCOUNT = "UPDATE confirmation_counts SET sent = sent - 1 WHERE bucket = ?";
/** The day's first refusal changes one row: the owner is told then, once. */
const REFUSE = "UPDATE confirmation_counts SET refused = 1 WHERE bucket = ? AND refused = 0";
export const FORGET_COUNTS = `DELETE FROM confirmation_counts
  WHERE (bucket LIKE 'client:%' AND at < ?) OR (bucket LIKE 'site:%' AND at < ?)`;

/** FORGET_COUNTS' times: client hours after two hours, site days after KEEP_SITE_MS. */
export const forgetArgs = (now: number) => [now - 2 * HOUR_MS, now - KEEP_SITE_MS];

/** Days (UTC, YYYY-MM-DD) on which the site's cap stopped confirmations, between two times. */
export const CAPPED_DAYS = `SELECT bucket FROM confirmation_counts
  WHERE bucket LIKE 'site:%' AND refused = 1 AND at >= ? AND at < ? ORDER BY bucket`;
export const cappedDay = (bucket: string) =>
  new Date(Number(bucket.slice("site:".length)) * DAY_MS).toISOString().slice(0, 10);

export type Step = [sql: string, args: unknown[]];
export type ConfirmationExtras = Pick<
  SaveExtras,
  "autoreplyTo" | "autoreplyClient" | "onConfirmationCap"
>;

/** The statements deciding on a confirmation, each answered with the rows it changed; returns
 * true when one is to be queued. SQLite runs them synchronously, PostgreSQL one by one. */
export function* confirmationSteps(
  extras: ConfirmationExtras,
  now: number,
): Generator<Step, boolean, number> {
  if (!extras.autoreplyTo) return false;
  yield [FORGET_COUNTS, forgetArgs(now)];
  const client = extras.autoreplyClient
    ? `client:${extras.autoreplyClient}:${Math.floor(now / HOUR_MS)}`
    : null;
  if (client && (yield [COUNT, [client, now, CONFIRMATION_CAPS.perClientHour]]) === 0) return false;
  const site = `site:${Math.floor(now / DAY_MS)}`;
  if ((yield [COUNT, [site, now, CONFIRMATION_CAPS.perDay]]) === 0) {
    if (client) yield [UNCOUNT, [client]];
    if ((yield [REFUSE, [site]]) === 1) extras.onConfirmationCap?.();
    return false;
  }
  if ((yield [NOTE_AUTOREPLY, [extras.autoreplyTo, now]]) === 0) {
    if (client) yield [UNCOUNT, [client]];
    yield [UNCOUNT, [site]];
    return false;
  }
  return true;
}

/** Runs the steps with a synchronous `run` (SQLite, inside its transaction). */
export function confirmSync(
  extras: ConfirmationExtras,
  now: number,
  run: (step: Step) => number,
): boolean {
  const steps = confirmationSteps(extras, now);
  let next = steps.next();
  while (!next.done) next = steps.next(run(next.value));
  return next.value;
}

/** Runs the steps with an asynchronous `run` (PostgreSQL, on the transaction's client). */
export async function confirmAsync(
  extras: ConfirmationExtras,
  now: number,
  run: (step: Step) => Promise<number>,
): Promise<boolean> {
  const steps = confirmationSteps(extras, now);
  let next = steps.next();
  while (!next.done) next = steps.next(await run(next.value));
  return next.value;
}
