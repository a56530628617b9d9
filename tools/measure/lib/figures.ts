/**
 * What the timing scripts share (`npm run interactions`, `npm run navigation`):
 * Chromium's Slow 4G and 4× CPU throttling, medians, worst runs and the table
 * they print.
 */
import type { Page } from "playwright-core";

/**
 * Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CDP
 * Network.emulateNetworkConditions) and/or the CPU 4× slower
 * (Emulation.setCPUThrottlingRate).
 */
export async function throttle(page: Page, network: boolean, cpu: boolean) {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  if (cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
export const worst = (xs: number[]) => Math.max(...xs);
export const ms = (x: number) => x.toFixed(0);

/** Prints `rows` under `header`, the first column left-aligned and the others right-aligned. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(fmt(header));
  for (const r of rows) console.log(fmt(r));
}
