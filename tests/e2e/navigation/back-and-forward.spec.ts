import { chromium } from "@playwright/test";
import about from "../../../content/about";
import contactPage from "../../../content/contact-page";
import { CHROMIUM_FLAGS, chromiumPath } from "../../support/browser/chromium";
import { expect, test, WIDE, openHydrated } from "../fixtures";
import { main, nav } from "./navigation-helpers";

/** Back and Forward (docs/navigation.md): the visitor's place comes back, the first page's
 * data is kept in memory, and pages may enter the back/forward cache. */

test.describe.configure({ timeout: 90_000 });

test.describe("moving between pages", () => {
  test.use({ viewport: WIDE, hasTouch: true });

  // The visitor scrolls and at once taps, or goes Back: on a busy machine the
  // scroll's event comes after the next page is drawn. The place is taken at
  // the tap and at the history move, not only from scroll events.
  test("Back returns to where the visitor was scrolled, Forward too", async ({ page }) => {
    await openHydrated(page, "/services");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Areas Served" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // The place is where the page was at the tap: the tap scrolls the link into
    // view again, and parts drawn late (content-visibility) can move it.
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        () => ((window as unknown as { atTap: number }).atTap = window.scrollY),
        { capture: true, once: true },
      ),
    );

    await link.tap();
    await expect(page).toHaveURL(/\/areas-served$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Scrolled, and Back at once: on a busy machine the scroll's event comes
    // after the page before is drawn again.
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Within a pixel: heights drawn again on the way back may round the other way.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.abs(window.scrollY - (window as unknown as { atTap: number }).atTap),
        ),
      )
      .toBeLessThanOrEqual(1);

    await page.goForward();
    await expect(page).toHaveURL(/\/areas-served$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });

  // The parts drawn when near (content-visibility: auto) are new on a page
  // drawn again, each with only an estimate of its height: Back lays them out
  // in full until the view is at the place (ScrollManager), so its first frame
  // shows what the visitor left, not a view shifted by the estimates above it.
  test("Back's first frame shows the part of the page the visitor left", async ({ page }) => {
    await openHydrated(page, "/services");
    // Read down the page, as a visitor does: each part is drawn on the way.
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 400; y < bottom; y += 400) {
      await page.evaluate(async (top) => {
        window.scrollTo({ top, behavior: "instant" });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }, y);
    }
    // Where a heading is in the view, by layout: the page's fade-in moves it
    // by a transform for its first frames.
    await page.evaluate(() => {
      (window as unknown as { layoutTop: (e: Element) => number }).layoutTop = (e) => {
        let y = 0;
        for (let el = e as HTMLElement | null; el; el = el.offsetParent as HTMLElement | null)
          y += el.offsetTop;
        return Math.round(y - window.scrollY);
      };
    });
    const layoutTop = (h: Element) =>
      (window as unknown as { layoutTop: (e: Element) => number }).layoutTop(h);
    const heading = main(page).getByRole("heading", { level: 2 }).last();
    await heading.evaluate((h) => h.scrollIntoView({ block: "center", behavior: "instant" }));
    const text = (await heading.textContent())!;
    const left = {
      y: await page.evaluate(() => window.scrollY),
      top: await heading.evaluate(layoutTop),
    };

    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
    // The next page has scrolled to its top (spec), as it has by the time a visitor reads it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The first frame in which the page before is back: where the heading is in it.
    await page.evaluate((wanted) => {
      const w = window as unknown as {
        back?: { y: number; top: number };
        layoutTop: (e: Element) => number;
      };
      new MutationObserver((_, observer) => {
        const h = [...document.querySelectorAll("main h2")].find((e) => e.textContent === wanted);
        if (!h) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.back = { y: window.scrollY, top: w.layoutTop(h) }));
      }).observe(document, { subtree: true, childList: true });
    }, text);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    const first = await page
      .waitForFunction(() => (window as unknown as { back?: { y: number; top: number } }).back)
      .then((handle) => handle.jsonValue() as Promise<{ y: number; top: number }>);
    expect(Math.abs(first.y - left.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(first.top - left.top)).toBeLessThanOrEqual(1);
    // Then the parts far from the view are skipped again, and the view stays.
    await expect(page.locator("html")).not.toHaveAttribute("data-restoring");
    const settled = await main(page)
      .getByRole("heading", { level: 2, name: text })
      .evaluate(layoutTop);
    expect(Math.abs(settled - left.top)).toBeLessThanOrEqual(1);
  });

  // The first page's data came inside its HTML: it is kept in memory for Back
  // (docs/navigation.md), and nothing is fetched for it.
  test("Back to the page the visit began on asks the network for nothing", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await openHydrated(page, "/contact?utm_source=newsletter");
    await expect.poll(() => requests).toContain("/about.data");

    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(about.heading);
    await page.goBack();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(contactPage.heading);
    await expect(page).toHaveURL(/\/contact\?utm_source=newsletter$/);
    expect(requests.filter((r) => r.startsWith("/contact"))).toEqual(["/contact"]);
  });
});

test("pages are not blocked from the back/forward cache", async () => {
  // Playwright turns the cache off in the browsers it launches: one of our own with it on.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const page = await browser.newPage({ viewport: WIDE });
    const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
    await page.addInitScript(() => {
      addEventListener("pageshow", (e) => {
        if (e.persisted) (window as unknown as { __fromCache: boolean }).__fromCache = true;
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    const notUsed: string[] = [];
    cdp.on("Page.backForwardCacheNotUsed", (e) =>
      notUsed.push(...e.notRestoredExplanations.map((x) => `${x.type}: ${x.reason}`)),
    );
    for (const path of ["/about", "/web-design-roanoke-va"]) {
      await openHydrated(page, base + path);
      // Another document (the site's own robots.txt), then Back.
      await page.goto(`${base}/robots.txt`);
      // A page restored from the cache fires no load event: wait for the commit.
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(base + path);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __fromCache?: boolean }).__fromCache),
        )
        .toBe(true);
      expect(notUsed, `${path}: reasons the back/forward cache was not used`).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { __fromCache?: boolean }).__fromCache),
      ).toBe(true);
    }
  } finally {
    await browser.close();
  }
});
