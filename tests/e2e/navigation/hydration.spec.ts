import { expect, test, openHydrated } from "../fixtures";

/**
 * A page's parts hydrate when their code arrives, after the start (the bar, the page's body, the
 * footer, the dialogs: docs/decisions/0039, docs/navigation.md). Until then the prerendered HTML
 * stays on screen, and hydration takes it over: React never throws it away to draw the part
 * again.
 */
const PAGES = ["/", "/about", "/contact", "/web-design-roanoke-va", "/thank-you/contact"];

for (const path of PAGES) {
  test(`${path}: the prerendered page stays while its later code loads, and hydrates in place`, async ({
    page,
  }) => {
    // Every script the HTML does not name arrives a second late, as on a slow network.
    const html = await (await page.request.get(path)).text();
    await page.route("**/assets/*.js", async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!html.includes(pathname)) await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const kept = [
          ...document.querySelectorAll("header a, main h1, main h2, main a, main p, footer a"),
        ];
        (window as unknown as { keptFromHtml: Element[] }).keptFromHtml = kept;
      });
    });
    await openHydrated(page, path);
    // The page's own code has arrived and run: a later script no longer pending.
    await page.waitForLoadState("networkidle");
    const { total, replaced } = await page.evaluate(() => {
      const kept = (window as unknown as { keptFromHtml: Element[] }).keptFromHtml;
      return {
        total: kept.length,
        replaced: kept.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 80)),
      };
    });
    expect(total).toBeGreaterThan(10);
    expect(replaced).toEqual([]);
  });
}
