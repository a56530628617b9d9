import about from "../../../content/about";
import { areaMapCopy } from "../../../content/places/area-regions";
import { expect, expectConsoleErrors, test, WIDE, openHydrated } from "../fixtures";
import { fakeConnection, hydrated, main, nav, openUntilFetched } from "./navigation-helpers";
import { recordRequests, recordStart, requestedAt, routeModule } from "./navigation-helpers";

/** Reading ahead (docs/navigation.md): the next page's route module and data arrive before the
 * tap, once the page has started; nothing is fetched ahead with Save-Data or on 2G. */

test.describe.configure({ timeout: 90_000 });

test.describe("moving between pages", () => {
  test.use({ viewport: WIDE, hasTouch: true });

  test("fetches the next page's module and data after start, before the tap", async ({ page }) => {
    await page.addInitScript(recordStart);
    const requests = recordRequests(page);
    await openHydrated(page, "/");
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
    // (docs/navigation.md), so the tap asks for nothing.
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
    await openHydrated(page, "/");
    await expect.poll(() => refused).toBeGreaterThan(0);
    await nav(page).getByRole("link", { name: "About", exact: true }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(about.heading);
    expect(requests.filter((r) => r.startsWith("/about.data"))).toHaveLength(2);
    // The failure made on purpose, logged by the browser.
    expectConsoleErrors(consoleProblems, [/ERR_CONNECTION_RESET/]);
  });

  test("a link followed rarely has its page's data fetched on intent only", async ({ page }) => {
    const requests = recordRequests(page);
    await openHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    // The footer's other links are in view and fetched; Terms is not.
    await expect.poll(() => requests).toContain("/areas-served.data");
    expect(requests).not.toContain("/terms.data");
    await footer.getByRole("link", { name: "Terms of Service" }).focus();
    await expect.poll(() => requests).toContain("/terms.data");
  });

  test("a landing page's data is fetched as its card comes into view", async ({ page }) => {
    await openHydrated(page, "/areas-served");
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
    const requests = await openUntilFetched(page, "/areas-served");
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

    await openHydrated(page, "/");
    // The next pages' data, fetched ahead, arrives and is read to its end.
    await expect.poll(() => asked).toContain("/services.data");
    await quiet();

    // Loaded again: /services.data is in the HTTP cache now, stale but usable
    // for five minutes; fetched ahead again, it leaves no revalidation running.
    asked.length = 0;
    await openHydrated(page, "/about");
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
    await openHydrated(page, "/areas-served");
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
    await fakeConnection(page, { saveData: true, effectiveType: "4g" });
    const requests = recordRequests(page);
    await page.goto("/");
    // The support widget fills in at the idle moment the links wait for
    // (app/lib/navigation/prefetch.ts).
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
    await fakeConnection(page, { saveData: false, effectiveType: "2g" });
    await page.goto("/about");
    // The support widget fills in at the idle moment the links wait for
    // (app/lib/navigation/prefetch.ts).
    await hydrated(page);
    expect(await requestedAt(page, ["/services.data", "/_.data"])).toEqual([null, null]);
  });

  test("nothing is fetched ahead for the page being shown, a missing page included", async ({
    page,
  }) => {
    // The bar's pages are fetched ahead, not the missing one (it has no data file).
    const requests = await openUntilFetched(page, "/no-such-page");
    expect(requests.filter((r) => r.startsWith("/no-such-page"))).toEqual(["/no-such-page"]);
  });
});
