/**
 * The paper-and-ink look (docs/decisions/0018): where the back-to-top button and the
 * dialogs' send buttons sit, and the map of the area served.
 */
import { areaMapCopy } from "../../../content/places/area-regions";
import { landingPages } from "../../../content/landing-pages/index";
import { expect, hydrated, NARROW, test, WIDE, openHydrated } from "../fixtures";
import { expectSendInView, openScrolled } from "./site-helpers";
import { fakeConnection } from "../navigation/navigation-helpers";

for (const viewport of [NARROW, WIDE, { width: 1920, height: 1080 }]) {
  test(`back to top sits bottom-right, outside the bar, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openScrolled(page, "/privacy", 1200);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    // In the lower part of the viewport, at its right edge, and not in the bar.
    expect(box.y).toBeGreaterThan(viewport.height * 0.75);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 32);
    expect(await page.getByRole("banner").locator(".back-to-top").count()).toBe(0);
    // Clear of the side links' column (they sit at the top of the right margin).
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`desktop dialogs at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Send Message shows the moment the contact dialog opens", async ({ page }) => {
      await openHydrated(page, "/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Contact Us" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
      // Inside the dialog's visible box, not below its scrolling body.
      const send = await expectSendInView(dialog, "Send Message");
      // Still there after scrolling the fields: the send row is pinned.
      await dialog.getByLabel("Message").scrollIntoViewIfNeeded();
      await expect(send).toBeInViewport({ ratio: 1 });
    });

    test("Send Referral shows the moment the referral dialog opens", async ({ page }) => {
      await openHydrated(page, "/terms");
      await page.getByRole("contentinfo").getByRole("button", { name: "Refer a Client" }).click();
      await expectSendInView(page.getByRole("dialog", { name: "Refer a Client" }), "Send Referral");
    });
  });
}

test.describe("map of the area served", () => {
  test("/areas-served: one marker per served place, each a link to its page", async ({ page }) => {
    await page.goto("/areas-served");
    const map = page.getByRole("group", { name: areaMapCopy.title });
    await expect(map).toBeVisible();
    const markers = map.getByRole("link");
    await expect(markers).toHaveCount(landingPages.length);
    const hrefs = await markers.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect([...hrefs].sort()).toEqual(landingPages.map((p) => `/${p.slug}`).sort());
    // Each marker's name is its place, and it sits inside the drawing.
    const box = (await map.boundingBox())!;
    for (const p of landingPages) {
      const marker = map.locator(`a[href="/${p.slug}"]`);
      await expect(marker).toHaveAccessibleName(new RegExp(`^${p.city}`));
      const m = (await marker.boundingBox())!;
      expect(m.x + m.width / 2).toBeGreaterThan(box.x);
      expect(m.x + m.width / 2).toBeLessThan(box.x + box.width);
      expect(m.y + m.height / 2).toBeGreaterThan(box.y);
      expect(m.y + m.height / 2).toBeLessThan(box.y + box.height);
    }
  });

  test("a landing page maps its own place and its five nearest pages, each a link", async ({
    page,
  }) => {
    await page.goto("/web-design-roanoke-va");
    const map = page.getByRole("group", { name: areaMapCopy.title });
    await expect(map).toBeVisible();
    const markers = map.getByRole("link");
    await expect(markers).toHaveCount(6);
    await expect(map.locator('a[aria-current="page"]')).toHaveAttribute(
      "href",
      "/web-design-roanoke-va",
    );
    const slugs = new Set(landingPages.map((p) => `/${p.slug}`));
    for (const href of await markers.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(slugs.has(href!), href!).toBe(true);
    // Blacksburg is Roanoke's nearest page; Virginia Beach is not near.
    await expect(map.locator('a[href="/web-design-blacksburg-va"]')).toHaveCount(1);
    await expect(map.locator('a[href="/web-design-virginia-beach-va"]')).toHaveCount(0);
  });

  test("a marker leads to its landing page, which marks itself as the current place", async ({
    page,
  }) => {
    await openHydrated(page, "/areas-served");
    const map = page.getByRole("group", { name: areaMapCopy.title });
    await map.locator('a[href="/web-design-staunton-va"]').click();
    await expect(page).toHaveURL(/\/web-design-staunton-va$/);
    const staunton = page
      .getByRole("group", { name: areaMapCopy.title })
      .locator('a[href="/web-design-staunton-va"]');
    await expect(staunton).toHaveAttribute("aria-current", "page");
  });

  test("no map code in the browser: d3-geo and the boundaries stay in the build", async ({
    page,
  }) => {
    // Each script's body is read as it arrives; a read still running when the test
    // ends (a later prefetch) must not fail it, but every one read here must succeed.
    const bodies: Promise<string>[] = [];
    page.on("response", (r) => {
      if (!r.url().endsWith(".js")) return;
      const body = r.text();
      body.catch(() => undefined);
      bodies.push(body);
    });
    await openHydrated(page, "/areas-served");
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    for (const js of scripts) {
      expect(js).not.toMatch(/geoConicConformal|topojson|"arcs":/);
    }
  });
});

test.describe("the home page's own styles (docs/decisions/0022, docs/navigation.md)", () => {
  test("elsewhere they are a stylesheet loaded ahead of a move to /, which has them", async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    const response = await page.goto("/about");
    const html = await response!.text();
    expect(html).not.toContain(".hero-grid");
    // Every <style> is in the head, where HTML allows it.
    expect(html.lastIndexOf("<style")).toBeLessThan(html.indexOf("</head>"));
    await hydrated(page);
    // The bar's Home link is in view: "/" is fetched ahead, its stylesheet with it.
    const preloads = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map(
          (l) => l.href,
        ),
      );
    await expect.poll(preloads).toHaveLength(1);
    const [homeCss] = await preloads();
    expect(homeCss).toMatch(/\/assets\/home-[\w-]+\.css$/);
    await expect
      .poll(() => page.evaluate((href) => performance.getEntriesByName(href).length, homeCss!))
      .toBe(1);
    await page
      .getByRole("navigation", { name: /main/i })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    // The hero's two columns at 1280 px come only from app/styles/home-sections.css.
    const grid = page.locator(".hero-grid");
    await expect(grid).toHaveCSS("display", "grid");
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
    expect(columns.split(" ")).toHaveLength(2);
    // Added after every other sheet: the browser then restyles only what it styles, where a
    // sheet put between two others restyles the whole page (decision 0051).
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => sheet.href ?? sheet.ownerNode?.nodeName),
    );
    expect(sheets.at(-1)).toBe(homeCss);
    expect(sheets.some((href) => /\/assets\/late-details-[\w-]+\.css$/.test(href ?? ""))).toBe(
      true,
    );
  });

  test("with Save-Data, a move to / loads them as it draws the page", async ({ page }) => {
    await page.setViewportSize(WIDE);
    await fakeConnection(page, { saveData: true, effectiveType: "4g" });
    await openHydrated(page, "/about");
    // Only the late form and map details are a stylesheet here; the home styles wait for the move.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute(
      "href",
      /\/assets\/late-details-[\w-]+\.css$/,
    );
    await page
      .getByRole("navigation", { name: /main/i })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(".hero-grid")).toHaveCSS("display", "grid");
  });

  test("on / they are in the head, before the first paint", async ({ page }) => {
    const response = await page.goto("/");
    const html = await response!.text();
    expect(html.indexOf(".hero-grid")).toBeGreaterThan(0);
    expect(html.indexOf(".hero-grid")).toBeLessThan(html.indexOf("</head>"));
  });
});

test("a page's intro reads at the body text's strength, not dimmer", async ({ page }) => {
  for (const path of ["/", "/about", "/web-design-lewisburg-wv", "/areas-served"]) {
    await page.goto(path);
    // The paragraph under the H1, on the ink of the page's header.
    const intro = page.getByRole("main").locator("p.text-lead").first();
    const [introColour, bodyColour] = await intro.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(document.documentElement).color,
    ]);
    expect(introColour, path).toBe(bodyColour);
  }
});
