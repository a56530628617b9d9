/**
 * The web fonts' swap (issue 65, not met yet): with the font files held back, each page is drawn
 * and started in the metric-matched fallbacks (scripts/fonts/fallbacks.ts); when the files
 * arrive and swap in, nothing on the first screen should move by 1 px or more, and no layout
 * shift be recorded. Fixme until it holds: on 2026-11-28 (fontaine's fallbacks, fonts preloaded)
 * /about and /areas-served passed at 375 px; elsewhere the bar's links moved up to 1.9 px
 * sideways, the ticker's items up to 30 px (/ at 1280 px), and / and /contact at 375 px grew
 * 16 and 27 px where a line wraps differently.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, NARROW, test, WIDE } from "../fixtures";

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

const fontsIn = (page: Page) =>
  page.evaluate(
    () =>
      document.fonts.check('16px "Inter Variable"') &&
      document.fonts.check('600 32px "Source Serif 4 Variable"'),
  );

for (const viewport of [NARROW, WIDE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    for (const route of ROUTES) {
      test.fixme(`${route}: drawn before the fonts, and their swap moves nothing`, async ({
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
        await hydrated(page);
        // Drawn and started in the fallbacks, the font files asked for and held.
        await expect.poll(() => fonts.length).toBe(2);
        expect(await fontsIn(page)).toBe(false);
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        );
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
        await expect.poll(() => fontsIn(page)).toBe(true);
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        );
        const after = await boxes(page);
        expect(after.map((b) => b.what)).toEqual(before.map((b) => b.what));
        const moved = after
          .map((b, i) => {
            const a = before[i]!;
            const by = Math.max(
              Math.abs(b.top - a.top),
              Math.abs(b.left - a.left),
              Math.abs(b.height - a.height),
            );
            return { what: b.what, by };
          })
          .filter((m) => m.by >= 1);
        expect(moved).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
        ).toEqual([]);
      });
    }
  });
}
