/** The figures every measuring tool prints: medians, worst runs, percentiles, milliseconds, and
 * their table. */

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
export const worst = (xs: number[]) => Math.max(...xs);
export const ms = (x: number) => x.toFixed(0);

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The 90th percentile (nearest rank) of `xs`, in any order. */
export const p90 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    90,
  );

/** Prints `rows` under `header`, columns two spaces apart: the first `left` left-aligned (the
 * last unpadded), the others right-aligned; `rule` underlines the header. */
export function printTable(header: string[], rows: string[][], { left = 1, rule = false } = {}) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) =>
        i >= left ? c.padStart(widths[i]!) : i === cells.length - 1 ? c : c.padEnd(widths[i]!),
      )
      .join("  ");
  console.log(fmt(header));
  if (rule) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(fmt(r));
}
