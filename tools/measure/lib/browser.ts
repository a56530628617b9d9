/**
 * Waiting for a page of the site to be ready to look at, shared by
 * `npm run layout` and `npm run screenshots`.
 */
import type { Page } from "playwright-core";

/**
 * Passed to page.evaluate as a string: the page's strict CSP does not apply to
 * it, and the function needs no helpers from this module at run time.
 * Two frames for layout and observers, the web fonts, then every finite CSS
 * animation (entry animations) to its end; looping ones keep running.
 */
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
