import { type Page } from "@playwright/test";
import { areaMapCopy } from "../../../content/places/area-regions";
import { expect, test, openHydrated } from "../fixtures";
import { main } from "./navigation-helpers";

/** A tap on a phone (docs/navigation.md): followed as the finger lifts. */

test.describe.configure({ timeout: 90_000 });

// docs/decisions/0028: a tap on a site link is followed as the finger lifts,
// and the browser's own click, which would come later, is cancelled.
test.describe("a tap on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /**
   * The page has started and its navigation aids (PagesAhead, the taps) are
   * in: the data of a link in view (`dataFile`) has been fetched.
   */
  async function ready(page: Page, path: string, dataFile: string) {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await openHydrated(page, path);
    await expect.poll(() => requests).toContain(dataFile);
  }

  /** Every click that reaches the document from now on: whether the browser made it, and where. */
  const recordClicks = (page: Page) =>
    page.evaluate(() => {
      const clicks: { trusted: boolean; path: string }[] = [];
      (window as unknown as { clicks: typeof clicks }).clicks = clicks;
      document.addEventListener(
        "click",
        (e) => clicks.push({ trusted: e.isTrusted, path: location.pathname }),
        true,
      );
    });
  const clicks = (page: Page) =>
    page.evaluate(() => (window as unknown as { clicks: unknown[] }).clicks);

  /**
   * A finger on the point (x, y): down, moved by `dy` in steps, held, lifted;
   * with keys held (`modifiers`, CDP's bits: 2 is Control), and `during` run
   * while it is down.
   */
  async function touch(
    page: Page,
    x: number,
    y: number,
    {
      dy = 0,
      holdMs = 0,
      modifiers = 0,
      during,
    }: { dy?: number; holdMs?: number; modifiers?: number; during?: () => Promise<unknown> } = {},
  ) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x, y }],
      modifiers,
    });
    await during?.();
    for (let step = 1; dy && step <= 5; step++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x, y: y + (dy * step) / 5 }],
      });
    if (holdMs) await page.waitForTimeout(holdMs);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [], modifiers });
    await cdp.detach();
  }

  /** The centre of the home hero's link to Services. */
  const servicesLink = async (page: Page) => {
    const box = (await main(page).locator('a[href="/services"]').first().boundingBox())!;
    return [box.x + box.width / 2, box.y + box.height / 2] as const;
  };

  test("follows the link as the finger lifts; no click from the browser reaches the next page", async ({
    page,
  }) => {
    // The brand link, in view on a phone, leads home.
    await ready(page, "/about", "/_.data");
    // The menu's link: its own handler (the menu closing) runs as on a click.
    await page.getByRole("button", { name: "Open menu" }).click();
    await recordClicks(page);
    await page.locator(".mobile-menu").getByRole("link", { name: "Services" }).tap();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator(".mobile-menu")).toBeHidden();
    // Long enough for the browser's click, had it not been cancelled.
    await page.waitForTimeout(500);
    expect(await clicks(page)).toEqual([{ trusted: false, path: "/about" }]);
  });

  test("a marker on the map, an SVG link, is followed as the finger lifts too", async ({
    page,
  }) => {
    await ready(page, "/areas-served", "/_.data");
    const marker = page
      .getByRole("group", { name: areaMapCopy.title })
      .locator('a[href="/web-design-roanoke-va"]');
    await marker.scrollIntoViewIfNeeded();
    // A touch just after a scroll would be stopping it: the browser's.
    await page.waitForTimeout(300);
    await recordClicks(page);
    await marker.tap();
    await expect(page).toHaveURL(/\/web-design-roanoke-va$/);
    await page.waitForTimeout(500);
    expect(await clicks(page)).toEqual([{ trusted: false, path: "/areas-served" }]);
  });

  test("a finger that moves on a link (a scroll) follows nothing", async ({ page }) => {
    await ready(page, "/", "/services.data");
    const [x, y] = await servicesLink(page);
    await touch(page, x, y, { dy: -60 });
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a touch during which the page scrolls, or with a key held, is the browser's", async ({
    page,
  }) => {
    await ready(page, "/", "/services.data");
    await page.waitForTimeout(300);
    await recordClicks(page);
    const [x, y] = await servicesLink(page);
    // A scroll under way when the finger lifts (a fling the touch stopped).
    await touch(page, x, y, {
      during: () =>
        page.evaluate(
          () =>
            new Promise((resolve) => {
              addEventListener("scroll", resolve, { once: true });
              scrollBy(0, 2);
            }),
        ),
    });
    await page.waitForTimeout(500);
    const noneMadeBySite = expect.not.arrayContaining([
      expect.objectContaining({ trusted: false }),
    ]);
    expect(await clicks(page)).toEqual(noneMadeBySite);
    await openHydrated(page, "/");
    await page.waitForTimeout(300);
    await recordClicks(page);
    // Control held, as on a tablet with a keyboard: a new tab, this page stays.
    const tab = page
      .context()
      .waitForEvent("page", { timeout: 3_000 })
      .catch(() => null);
    await touch(page, ...(await servicesLink(page)), { modifiers: 2 });
    await tab;
    await page.waitForTimeout(300);
    expect(await clicks(page)).toEqual(noneMadeBySite);
    await expect(page).toHaveURL(/\/$/);
  });

  // On a phone a long press opens the link's menu; this browser, with no
  // menu, clicks instead. Either way it is the browser's to handle.
  test("a long press on a link is left to the browser", async ({ page }) => {
    await ready(page, "/", "/services.data");
    await recordClicks(page);
    const [x, y] = await servicesLink(page);
    await touch(page, x, y, { holdMs: 900 });
    await page.waitForTimeout(500);
    // The browser's click alone, none made by the site.
    await expect.poll(() => clicks(page)).toEqual([{ trusted: true, path: "/" }]);
  });
});
