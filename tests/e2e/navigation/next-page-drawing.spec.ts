import about from "../../../content/about";
import { expect, NARROW, test, WIDE, openHydrated } from "../fixtures";
import { main, nav } from "./navigation-helpers";

/** How a tap draws the next page (docs/navigation.md): its opening first, the rest just after. */

/** On the way home, the first frame with the hero's heading: where it is, the illustration's
 * space, and whether the side links are there. */
type AtHeading = { top: number; space?: number; side: boolean };

/** A layout-shift entry (not in TypeScript's DOM types). */
type LayoutShift = { value: number; hadRecentInput: boolean };

test.describe.configure({ timeout: 90_000 });

test.describe("moving between pages", () => {
  test.use({ viewport: WIDE, hasTouch: true });

  // docs/navigation.md: the first frame after a tap needs only the page's opening.
  test("a tap draws the next page's heading first and the rest of it just after", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    // What the page held when the next page's heading was first in it.
    await page.evaluate((heading) => {
      const seen = window as unknown as { atHeading?: { pending: boolean; rest: boolean } };
      new MutationObserver((_, observer) => {
        if (document.querySelector("main h1")?.textContent !== heading) return;
        seen.atHeading = {
          pending: document.querySelector("main [data-rest-of-page]") !== null,
          rest: document.getElementById("about-cta-heading") !== null,
        };
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    }, about.heading);

    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(about.heading);
    expect(
      await page.evaluate(() => (window as unknown as { atHeading: unknown }).atHeading),
    ).toEqual({ pending: true, rest: false });
    // The rest follows, and nothing of the space that held its place is left.
    await expect(main(page).getByRole("heading", { name: about.cta.heading })).toBeAttached();
    await expect(main(page).locator("[data-rest-of-page]")).toHaveCount(0);
  });

  // The hero's illustration is drawn a frame after its heading, into a space of
  // its own height: the heading beside it (from 1024 px) stays put, and on a
  // phone the page below it does not move either. The side links (fixed) follow too.
  for (const viewport of [WIDE, { width: 1100, height: 800 }, { width: 390, height: 844 }]) {
    test(`on the way home the hero's illustration arrives in a space of its own size, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, "/about");
      await page.evaluate(() => {
        const seen = window as unknown as { atHeading?: AtHeading };
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector("main h1#hero-heading");
          if (!h1) return;
          seen.atHeading = {
            top: h1.getBoundingClientRect().top + window.scrollY,
            space: document.querySelector(".illustration-pending")?.getBoundingClientRect().height,
            side: document.querySelector('nav[aria-label="Client links"]') !== null,
          };
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });

      // From the top of the page, by the bar (its menu on a phone).
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.locator(".mobile-menu").getByRole("link", { name: "Home" }).tap();
      } else {
        await nav(page).getByRole("link", { name: "Home", exact: true }).tap();
      }
      const illustration = page.getByTestId("hero-illustration");
      await expect(illustration).toBeAttached();
      const first = await page.evaluate(
        () => (window as unknown as { atHeading: AtHeading }).atHeading,
      );
      expect(first.space).toBeGreaterThan(0);
      expect(first.side).toBe(false);
      // Shown from 1280 px, while the hero is in view.
      const side = page.getByRole("navigation", { name: "Client links", includeHidden: true });
      if (viewport.width >= 1280) await expect(side).toBeVisible();
      else await expect(side).toBeAttached();
      await expect(page.locator(".illustration-pending")).toHaveCount(0);
      const [top, height] = await page.evaluate(() => [
        document.querySelector("main h1#hero-heading")!.getBoundingClientRect().top +
          window.scrollY,
        document.querySelector("[data-testid=hero-illustration]")!.getBoundingClientRect().height,
      ]);
      expect(Math.abs(top - first.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(height - first.space!)).toBeLessThanOrEqual(1);
    });
  }

  // From down a page the next one opens near its top and glides up (spec: smoothly to the top),
  // so its first frame needs only the opening, as from the top of a page.
  for (const viewport of [NARROW, WIDE])
    test(`a link in the footer shows the next page's heading below the bar first, then the rest, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, "/about");
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Services" });
      await link.scrollIntoViewIfNeeded();
      type Seen = { pending: boolean; y: number; heading: number; bar: number };
      await page.evaluate(() => {
        const w = window as unknown as { atHeading?: Seen };
        // The address changes before the commit: until then the heading is the page left's.
        const left = document.querySelector("main h1");
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector("main h1");
          if (!location.pathname.startsWith("/services") || !h1 || h1 === left) return;
          observer.disconnect();
          // In the frame that first shows the page.
          requestAnimationFrame(() => {
            w.atHeading = {
              pending: document.querySelector("main [data-rest-of-page]") !== null,
              y: window.scrollY,
              heading: h1.getBoundingClientRect().top,
              bar: document.querySelector("header")!.getBoundingClientRect().bottom,
            };
          });
        }).observe(document, { subtree: true, childList: true });
      });

      await link.tap();
      await expect(page).toHaveURL(/\/services$/);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
      const first = await page.evaluate(() => (window as unknown as { atHeading: Seen }).atHeading);
      expect(first.pending).toBe(true);
      // At most the glide's start (the glide itself may have begun on a busy machine).
      expect(first.y).toBeLessThanOrEqual(64);
      expect(first.heading).toBeGreaterThanOrEqual(first.bar - 1);
      await expect(main(page).locator(".service-block").first()).toBeVisible();
    });

  // The places' list on /areas-served is drawn when near (render-later) and comes with the rest of
  // the page after its first frame: opened from the footer, nothing on screen moves.
  for (const viewport of [NARROW, WIDE])
    test(`from the footer, /areas-served's list is laid out on the way up, moving nothing, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, "/services");
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Areas Served" });
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        // As CLS counts them: the swap of pages in the tap's own 500 ms may move the footer.
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as LayoutShift[])
            if (!e.hadRecentInput) w.shifts.push(e.value);
        }).observe({ type: "layout-shift" });
      });

      await link.tap();
      await expect(page).toHaveURL(/\/areas-served$/);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
      const first = page.getByRole("main").locator(".place-list a").first();
      await expect
        .poll(() => first.evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts).toEqual([]);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeInViewport();
    });
});
