import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type CDPSession, type Page } from "@playwright/test";

export const NARROW = { width: 375, height: 740 };
export const WIDE = { width: 1280, height: 800 };

const problemsOf = new WeakMap<Page, string[]>();

/**
 * Every test that opens the page fails on a console error or a
 * Content-Security-Policy violation, except the 404 status Chromium logs for
 * the not-found page itself. A test that only sends requests opens no page.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    problemsOf.set(page, problems);
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      if (/status of 404/.test(text) && page.url().match(/\/(404|no-such|missing)/)) return;
      problems.push(text);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await use(page);
    expect(problems, "console errors or CSP violations").toEqual([]);
  },
  /** The page's console errors so far, for a test that provokes some on purpose. */
  consoleProblems: async ({ page }, use) => {
    await use(problemsOf.get(page)!);
  },
});

export { expect };

/** Takes console errors a test provoked on purpose out of the list, after checking they
 * happened. */
export function expectConsoleErrors(problems: string[], expected: RegExp[]) {
  for (const re of expected) {
    expect(
      problems.some((p) => re.test(p)),
      `console error matching ${re}`,
    ).toBe(true);
  }
  const rest = problems.filter((p) => !expected.some((re) => re.test(p)));
  problems.splice(0, problems.length, ...rest);
}

/**
 * axe with the WCAG 2.0–2.2 A and AA rules; zero violations allowed. It runs as one axe.run in
 * the page (legacy mode): the site has no frames, and the default mode finishes every check in a
 * new blank page, which took twice as long for the same results (docs/decisions/0043).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until React has hydrated and the page has had its first idle moment
 * (the support widget fills in then, after the dialogs' preload). On a busy
 * 2-core machine that can take well over the default wait.
 */
export async function hydrated(page: Page) {
  await expect(page.locator(".support-widget")).not.toHaveAttribute("data-state", "unknown", {
    timeout: 20_000,
  });
}

/** Declares `body`'s tests once on a phone and once on a desktop, each in "at N px". */
export function atNarrowAndWide(body: (viewport: typeof NARROW) => void) {
  for (const viewport of [NARROW, WIDE])
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      body(viewport);
    });
}

/** Opens `path` in a window of `viewport`'s size. */
export async function openAt(
  page: Page,
  path: string,
  viewport: { width: number; height: number },
) {
  await page.setViewportSize(viewport);
  await page.goto(path);
}

/** Opens `path` and waits until it has hydrated. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Scrolls the page to `y` at once (no smooth scrolling to wait for). */
export const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

/** Waits until late-details.css applies: the root links it once the page has started (decision
 * 0048), so a chevron, a checkbox's brand colour or an error's mark is not there before. */
export async function lateDetails(page: Page) {
  const applied = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((s) => s.href?.includes("/late-details") ?? false),
    );
  await expect.poll(applied).toBe(true);
}

/** A DevTools session on `page` for drawnIn. */
export async function fontsCdp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  return cdp;
}

/** The faces Chromium drew `selector`'s first element with (DevTools' platform fonts). */
export async function drawnIn(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send("DOM.getDocument", {});
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((f) => f.familyName).join(", ");
}
