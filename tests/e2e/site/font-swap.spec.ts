/**
 * No paint waits for a web font (docs/decisions/0048): a first visit is drawn in the
 * metric-matched fallbacks and no font is asked for before the page is idle; the cuts then
 * arrive and move nothing on the page in view, nor on the next page of the visit. The next visit
 * is drawn in the web fonts.
 */
import type { Page } from "@playwright/test";
import { drawnIn, expect, fontsCdp, hydrated, NARROW, test, WIDE } from "../fixtures";

const ROUTES = ["/", "/about", "/contact", "/areas-served", "/web-design-roanoke-va"];

/** Where every box on the first screen sits: its top, left and height. Inline boxes are left
 * out (a word's width may change with the face; the lines they make may not). */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const out: { what: string; top: number; left: number; height: number }[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const s = getComputedStyle(el);
      if (s.display === "inline" || s.display === "contents" || s.position === "fixed") continue;
      if (el.closest("[data-testid=hero-illustration], dialog:not([open])")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
      const what = `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60);
      out.push({ what, top: r.top, left: r.left, height: r.height });
    }
    return out;
  });

type Boxes = Awaited<ReturnType<typeof boxes>>;
/** The boxes that moved or grew by `min` px or more. */
const moved = (before: Boxes, after: Boxes, min = 1) =>
  after
    .map((b, i) => {
      const a = before[i]!;
      const by = Math.max(
        Math.abs(b.top - a.top),
        Math.abs(b.left - a.left),
        Math.abs(b.height - a.height),
      );
      return { what: b.what, by };
    })
    .filter((m) => m.by >= min);

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const rootClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const marked = (page: Page) => page.evaluate(() => localStorage.getItem("fonts") !== null);

for (const viewport of [NARROW, WIDE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    for (const route of ROUTES) {
      test(`${route}: drawn in the fallbacks, and the fonts' arrival moves nothing`, async ({
        page,
      }) => {
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        const fonts: string[] = [];
        await page.route(/\.woff2$/, async (r) => {
          fonts.push(new URL(r.request().url()).pathname);
          await held;
          await r.continue();
        });
        await page.goto(route, { waitUntil: "domcontentloaded" });
        expect(await rootClass(page)).toBe("fallback-fonts");
        expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
        await hydrated(page);
        // Asked for once the page is idle, and held.
        await expect.poll(() => fonts.length).toBe(2);
        const cdp = await fontsCdp(page);
        expect(await drawnIn(cdp, "h1")).not.toMatch(/Source Serif/);
        await twoFrames(page);
        const before = await boxes(page);
        await page.evaluate(() => {
          const w = window as unknown as { shifts: number[] };
          w.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              w.shifts.push((e as unknown as { value: number }).value);
          }).observe({ type: "layout-shift" });
        });
        release();
        await expect.poll(() => marked(page)).toBe(true);
        await twoFrames(page);
        const after = await boxes(page);
        expect(after.map((b) => b.what)).toEqual(before.map((b) => b.what));
        expect(moved(before, after)).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
        ).toEqual([]);
        // The page in view keeps its faces.
        expect(await rootClass(page)).toBe("fallback-fonts");
        expect(await drawnIn(cdp, "h1")).not.toMatch(/Source Serif/);
      });
    }

    test("the visit keeps the fallbacks across client navigations; the next is in the web fonts", async ({
      page,
    }) => {
      await page.goto("/about");
      await hydrated(page);
      await expect.poll(() => marked(page)).toBe(true);
      const cdp = await fontsCdp(page);
      expect(await drawnIn(cdp, "h1")).toMatch(/Liberation Serif|Times/);

      // A client navigation changes no face: the tap pays for no new fonts (0048).
      await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await rootClass(page)).toBe("fallback-fonts");
      expect(await drawnIn(cdp, "h1")).toMatch(/Liberation Serif|Times/);

      // The next visit: the web fonts from the first paint (font-display: optional never swaps a
      // face in later, so drawn in them now means drawn in them first).
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      expect(await rootClass(page)).toBe("");
      await hydrated(page);
      const next = await fontsCdp(page);
      expect(await drawnIn(next, "h1")).toMatch(/Source Serif 4/);
      expect(await drawnIn(next, "main p")).toMatch(/Inter/);
    });
  });
}
