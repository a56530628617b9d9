/** The measuring tools' page helpers: waiting until a page is ready to look at, and Chromium's
 * Slow 4G and 4× CPU throttling. */
import type { Page } from "playwright-core";

/** A string for page.evaluate (the page's CSP does not apply; no helpers needed): two frames,
 * the web fonts, then every finite CSS animation run to its end; looping ones keep running. */
const SETTLE = `(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await document.fonts.ready;
  const finite = document.getAnimations().filter((a) => {
    const end = a.effect && a.effect.getComputedTiming().endTime;
    return typeof end === "number" && Number.isFinite(end);
  });
  await Promise.race([
    Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
    new Promise((r) => setTimeout(r, 3000)),
  ]);
})()`;

export const settle = (page: Page) => page.evaluate(SETTLE);

/** Loads a route and waits until React has hydrated (the support widget shows a real state). */
export async function openRoute(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await page
    .waitForFunction(() => !document.querySelector('.support-widget[data-state="unknown"]'), null, {
      timeout: 10_000,
    })
    .catch((e: unknown) =>
      console.warn(`${url}: no sign of hydration (${String(e).split("\n")[0]}); going on`),
    );
  await settle(page);
}

/** Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and/or a CPU `rate` times slower
 * (4, Lighthouse's default, unless told), through CDP. */
export async function throttle(page: Page, network: boolean, cpu: boolean, rate = 4) {
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
  if (cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/** The line under a tool's table that says how its runs were made: throttled as above, or not. */
export const conditions = (throttled: boolean, runs: number, unthrottled: string, rate = 4) =>
  throttled
    ? `Slow 4G (150 ms RTT, 1.6 Mbit/s) and CPU ${rate}× slower, ${runs} runs per case, fresh cache each`
    : `unthrottled, ${runs} run(s) per case: ${unthrottled}`;
