import { chromium, type Page } from "@playwright/test";
import about from "../../content/about";
import { areaMapCopy } from "../../content/area-regions";
import contactPage from "../../content/contact-page";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/chromium";
import { expect, expectConsoleErrors, test, WIDE } from "./fixtures";

/**
 * Moving between pages (docs/decisions/0017): the next page's route module and
 * data arrive before the tap, once the page has started; nothing is fetched
 * ahead with Save-Data; Back returns to the visitor's place; pages may enter
 * the back/forward cache.
 */

/** Runs before the page's scripts: when every button outside the dialogs answers (React's props). */
function recordStart() {
  const timer = setInterval(() => {
    const buttons = [...document.querySelectorAll("button")].filter((b) => !b.closest("dialog"));
    if (
      buttons.length &&
      buttons.every((b) => Object.keys(b).some((k) => k.startsWith("__reactProps$")))
    ) {
      (window as unknown as { __startedAt: number }).__startedAt = performance.now();
      clearInterval(timer);
    }
  }, 5);
}

/** When the page requested each same-origin path, in its own clock (resource timing). */
const requestedAt = (page: Page, paths: string[]) =>
  page.evaluate(
    (wanted) =>
      wanted.map(
        (p) => performance.getEntriesByName(new URL(p, location.href).href)[0]?.startTime ?? null,
      ),
    paths,
  );

/** The route module React Router's manifest names for a path (without its leading slash). */
const routeModule = (page: Page, path: string) =>
  page.evaluate(
    (routePath) =>
      Object.values(
        (
          window as unknown as {
            __reactRouterManifest: { routes: Record<string, { path?: string; module: string }> };
          }
        ).__reactRouterManifest.routes,
      ).find((r) => r.path === routePath)!.module,
    path,
  );

/**
 * The page has hydrated and had its first idle moment, when the links may
 * start fetching (the support widget fills in then: app/lib/navigation/prefetch.ts).
 * Twenty seconds: on a busy 2-core machine this can take more than the usual seven.
 */
const hydrated = (page: Page) =>
  expect(page.locator(".support-widget")).not.toHaveAttribute("data-state", "unknown", {
    timeout: 20_000,
  });

const main = (page: Page) => page.getByRole("main");
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe.configure({ timeout: 90_000 });

test.describe("moving between pages", () => {
  test.use({ viewport: WIDE, hasTouch: true });

  test("fetches the next page's module and data after start, before the tap", async ({ page }) => {
    await page.addInitScript(recordStart);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/");
    await hydrated(page);
    const aboutModule = await routeModule(page, "about");
    // A file is in the resource timings once it has arrived, after its request.
    await expect.poll(() => requestedAt(page, ["/about.data", aboutModule])).not.toContain(null);
    const [dataAt, moduleAt] = await requestedAt(page, ["/about.data", aboutModule]);
    const startedAt = await page.evaluate(
      () => (window as unknown as { __startedAt: number }).__startedAt,
    );
    expect(startedAt).toBeGreaterThan(0);
    expect(dataAt).toBeGreaterThan(startedAt!);
    expect(moduleAt).toBeGreaterThan(startedAt!);

    // The tap shows the page from what was fetched: its module was loaded into
    // React Router's cache and its data decoded into memory ahead
    // (docs/decisions/0026, 0027), so the tap asks for nothing.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __reactRouterRouteModules: Record<string, unknown> })
              .__reactRouterRouteModules.about !== undefined,
        ),
      )
      .toBe(true);
    const before = requests.length;
    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
    expect(requests.slice(before).filter((r) => r.endsWith(".data") || r.endsWith(".js"))).toEqual(
      [],
    );
    const fetches = await page.evaluate(() =>
      performance
        .getEntriesByName(new URL("/about.data", location.href).href)
        .map((e) => (e as PerformanceResourceTiming).transferSize > 0),
    );
    expect(fetches).toEqual([true]);
  });

  test("a page whose data could not be fetched ahead is fetched on the tap", async ({
    page,
    consoleProblems,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search));
    let refused = 0;
    // The first ask (ahead) fails; React Router's own on the tap goes through.
    await page.route("**/about.data*", (route) =>
      refused++ === 0 ? route.abort("connectionreset") : route.continue(),
    );
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => refused).toBeGreaterThan(0);
    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(about.heading);
    expect(requests.filter((r) => r.startsWith("/about.data"))).toHaveLength(2);
    // The failure made on purpose, logged by the browser.
    expectConsoleErrors(consoleProblems, [/ERR_CONNECTION_RESET/]);
  });

  test("a link followed rarely has its page's data fetched on intent only", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/about");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    // The footer's other links are in view and fetched; Terms is not.
    await expect.poll(() => requests).toContain("/areas-served.data");
    expect(requests).not.toContain("/terms.data");
    await footer.getByRole("link", { name: "Terms of Service" }).focus();
    await expect.poll(() => requests).toContain("/terms.data");
  });

  test("a landing page's data is fetched as its card comes into view", async ({ page }) => {
    await page.goto("/areas-served");
    await hydrated(page);
    // The list's link (the map's marker beside it leads to the same page).
    const link = main(page).getByRole("link", { name: "Learn More about Web Design in Roanoke" });
    await link.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await requestedAt(page, ["/web-design-roanoke-va.data"]))[0])
      .not.toBeNull();
  });

  test("/areas-served fetches ahead the places near the view, not every marker of its map", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/areas-served");
    await hydrated(page);
    // The bar's pages are fetched once the page has settled.
    await expect.poll(() => requests).toContain("/about.data");
    const markers = page.locator("svg a[href]");
    await expect(markers).toHaveCount(25);
    const places = await markers.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const fetched = () => places.filter((p) => requests.includes(`${p}.data`));
    // Every marker is in view with the map: only the places of the list near the view are fetched.
    expect(fetched().length).toBeLessThan(places.length);
    // A marker pointed at has its page fetched.
    const unseen = places.find((p) => !fetched().includes(p))!;
    await markers.and(page.locator(`[href="${unseen}"]`)).hover({ force: true });
    await expect.poll(() => requests).toContain(`${unseen}.data`);
  });

  test("the network goes quiet within 2 s of each load, the HTTP cache warm, and of a client navigation", async ({
    page,
  }) => {
    // Every request the browser has started and not yet finished (or failed).
    const open = new Map<object, string>();
    const asked: string[] = [];
    page.on("request", (r) => {
      open.set(r, new URL(r.url()).pathname);
      asked.push(new URL(r.url()).pathname);
    });
    page.on("requestfinished", (r) => open.delete(r));
    page.on("requestfailed", (r) => open.delete(r));
    const quiet = () => expect.poll(() => [...open.values()], { timeout: 2_000 }).toEqual([]);

    await page.goto("/");
    await hydrated(page);
    // The next pages' data, fetched ahead, arrives and is read to its end.
    await expect.poll(() => asked).toContain("/services.data");
    await quiet();

    // Loaded again: /services.data is in the HTTP cache now, stale but usable
    // for five minutes; fetched ahead again, it leaves no revalidation running.
    asked.length = 0;
    await page.goto("/about");
    await hydrated(page);
    await expect.poll(() => asked).toContain("/services.data");
    await quiet();

    asked.length = 0;
    await nav(page).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    // What the new page fetches ahead finishes too: nothing stays open.
    await quiet();
  });

  // docs/decisions/0029: plain links followed by their container.
  test("the map's markers and the list of places move within the page, as the site's other links do", async ({
    page,
  }) => {
    await page.goto("/areas-served");
    await hydrated(page);
    // Gone if a link loaded a new document.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () =>
      page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    const heading = main(page).getByRole("heading", { level: 1 });

    const map = page.getByRole("group", { name: areaMapCopy.title });
    await map.locator('a[href="/web-design-roanoke-va"]').tap();
    await expect(page).toHaveURL(/\/web-design-roanoke-va$/);
    await expect(heading).toContainText("Roanoke");
    expect(await samePage()).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/areas-served$/);
    await main(page).getByRole("link", { name: "Learn More about Web Design in Roanoke" }).click();
    await expect(page).toHaveURL(/\/web-design-roanoke-va$/);
    await expect(heading).toContainText("Roanoke");
    expect(await samePage()).toBe(true);

    // A click with Control held is the browser's: a new tab, this page stays.
    await page.goBack();
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      main(page)
        .getByRole("link", { name: "Learn More about Web Design in Roanoke" })
        .click({ modifiers: ["Control"] }),
    ]);
    await tab.waitForURL(/\/web-design-roanoke-va$/);
    await expect(page).toHaveURL(/\/areas-served$/);
  });

  test("fetches nothing ahead when the visitor asked to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {} }),
      });
    });
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/");
    // The support widget fills in at the idle moment the links wait for (app/lib/navigation/prefetch.ts).
    await hydrated(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const aboutModule = await routeModule(page, "about");
    expect(requests.filter((r) => r.endsWith(".data") || r === aboutModule)).toEqual([]);

    // The links still work: the page is fetched on the tap.
    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(page).toHaveURL(/\/about$/);
    expect(requests).toContain("/about.data");
  });

  test("fetches nothing ahead on a 2G connection", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: false, effectiveType: "2g", addEventListener() {} }),
      });
    });
    await page.goto("/about");
    // The support widget fills in at the idle moment the links wait for (app/lib/navigation/prefetch.ts).
    await hydrated(page);
    expect(await requestedAt(page, ["/services.data", "/_.data"])).toEqual([null, null]);
  });

  // The visitor scrolls and at once taps, or goes Back: on a busy machine the
  // scroll's event comes after the next page is drawn. The place is taken at
  // the tap and at the history move, not only from scroll events.
  test("Back returns to where the visitor was scrolled, Forward too", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
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
    await page.goto("/services");
    await hydrated(page);
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
  // (docs/decisions/0024, 0026), and nothing is fetched for it.
  test("Back to the page the visit began on asks the network for nothing", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/contact?utm_source=newsletter");
    await hydrated(page);
    await expect.poll(() => requests).toContain("/about.data");

    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(about.heading);
    await page.goBack();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(contactPage.heading);
    await expect(page).toHaveURL(/\/contact\?utm_source=newsletter$/);
    expect(requests.filter((r) => r.startsWith("/contact"))).toEqual(["/contact"]);
  });

  test("nothing is fetched ahead for the page being shown, a missing page included", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/no-such-page");
    await hydrated(page);
    // The bar's pages are fetched ahead, not the missing one (it has no data file).
    await expect.poll(() => requests).toContain("/about.data");
    expect(requests.filter((r) => r.startsWith("/no-such-page"))).toEqual(["/no-such-page"]);
  });

  // docs/decisions/0024: the first frame after a tap needs only the page's opening.
  test("a tap draws the next page's heading first and the rest of it just after", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
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
  // phone the page below it does not move either.
  for (const viewport of [WIDE, { width: 1100, height: 800 }, { width: 390, height: 844 }]) {
    test(`on the way home the hero's illustration arrives in a space of its own size, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/about");
      await hydrated(page);
      await page.evaluate(() => {
        const seen = window as unknown as { atHeading?: { top: number; space?: number } };
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector("main h1#hero-heading");
          if (!h1) return;
          seen.atHeading = {
            top: h1.getBoundingClientRect().top + window.scrollY,
            space: document.querySelector(".illustration-pending")?.getBoundingClientRect().height,
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
        () => (window as unknown as { atHeading: { top: number; space?: number } }).atHeading,
      );
      expect(first.space).toBeGreaterThan(0);
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

  // The next page opens where the page left was scrolled, then scrolls up
  // (spec): a space for its rest would show, so it is drawn whole at once.
  test("a link in the footer draws the whole next page in its first frame", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Services" });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const seen = window as unknown as { atHeading?: { pending: boolean; blocks: number } };
      new MutationObserver((_, observer) => {
        if (!location.pathname.startsWith("/services")) return;
        if (!document.querySelector("main h1")) return;
        seen.atHeading = {
          pending: document.querySelector("main [data-rest-of-page]") !== null,
          blocks: document.querySelectorAll("main .service-block").length,
        };
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });

    await link.tap();
    await expect(page).toHaveURL(/\/services$/);
    const first = await page.evaluate(
      () => (window as unknown as { atHeading: { pending: boolean; blocks: number } }).atHeading,
    );
    expect(first.pending).toBe(false);
    expect(first.blocks).toBeGreaterThan(0);
  });
});

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
    await page.goto(path);
    await hydrated(page);
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
    await page.goto("/");
    await hydrated(page);
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
      await page.goto(base + path);
      await hydrated(page);
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
