/** UTC days as the traffic tables key them: "YYYY-MM-DD". */
export const DAY_MS = 86_400_000;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, with a negative n). */
export const addDays = (day: string, n: number) =>
  dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The day `months` calendar months before `day` (clamped to the month's end). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return dayOf(first.getTime());
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
