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
