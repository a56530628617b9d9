/** How fast the host runs JavaScript now, as Lighthouse measures it: its benchmark index, so that
 * figures taken on another host or at another load can be told apart (docs/measuring.md). */
import type { Browser } from "playwright-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { median } from "./figures";

/** The median of `runs` of Lighthouse's benchmark index (about 1 s each) in a blank, unthrottled
 * page of `browser`. */
export async function benchmarkIndex(browser: Browser, runs = 3): Promise<number> {
  const page = await browser.newPage();
  try {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++)
      samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return Math.round(median(samples));
  } finally {
    await page.close();
  }
}

/** The line a tool prints under its figures: the index before and after its runs. */
export const hostLine = (before: number, after: number) =>
  `host: benchmark index ${before.toLocaleString("en-US")} before the runs, ${after.toLocaleString("en-US")} after (Lighthouse's; compare figures only at like indexes)`;

/** The CPU slowdown that Lighthouse's calibration gives a host of `index` to stand for its
 * mid-tier phone (Lighthouse's throttling guide, "Calibrating the CPU slowdown", and the
 * calculator it links): 4x is meant for an index of about 1,533, a slower host needs less. */
export function calibratedSlowdown(index: number): number {
  const steps: [number, number, number][] = [
    // [from index, slowdown there, index per 1x more]
    [1300, 3, 233],
    [800, 2, 500],
    [150, 1, 650],
  ];
  const step = steps.find(([from]) => index >= from);
  if (!step) return 1;
  const [from, base, per] = step;
  return Math.round((base + (index - from) / per) * 10) / 10;
}

/** The line a throttled tool prints: the slowdown it used, and the calibrated one at `index`. */
export const slowdownLine = (used: number, index: number) =>
  `CPU ${used}x slower; Lighthouse's calibration for this host (index ${index.toLocaleString("en-US")}) is ${calibratedSlowdown(index)}x`;
