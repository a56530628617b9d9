/**
 * `npm run navigation [-- --unthrottled] [--runs 5] [--port 4341] [--only /about] [--against DIR]`:
 * how fast a tap or a click on a link inside the site paints the next page, and
 * how fast Back paints the page before, measured in a real browser against the
 * production build served by our own server on loopback.
 *
 * Two kinds of press per link: a tap (a touch, with no hover before it, as on
 * a phone) and a click (the mouse moved onto the link and pressed, with no
 * touch before it, as on a desktop). Both are reported, each with its median.
 *
 * `--against DIR`: a second checkout with its own build (for example the build
 * before, in `git worktree add /tmp/base <ref>` with node_modules linked and
 * `npm run build` run there), served by its own server on another port. Runs
 * alternate between the two builds, so a busy moment of the machine falls on
 * both, and each link's medians are printed for both. Its budget failures
 * are not this build's: only this build's are checked.
 *
 * Throttled (the default): Slow 4G (150 ms round trip, 1.6 Mbit/s) and the CPU
 * 4× slower (tools/measure/lib/browser.ts), a fresh browser context (empty cache) for
 * every run, five runs per case and kind of press, a touch screen. Prints the
 * median and the worst run of each case, and exits non-zero when a median of
 * this build is over 100 ms.
 *
 * `--unthrottled` (what `npm run validate`, and so CI, runs): one run per case
 * and kind of press, no throttling, for correctness only: the link takes the visitor to the next
 * page, its code and data were fetched before the tap, and Back returns to the
 * page where it was scrolled. No time budget.
 *
 * One run of a case, all in the page's own clock (performance.now()):
 *
 * 1. The `from` page loads; once it has started (every button carries React's
 *    event props, as in tools/measure/interactions-page.ts), the link is scrolled into
 *    view and the visitor reads for 1.5 s.
 * 2. tap or click: the `pointerdown` of the press to the first animation frame
 *    in which the address is the next page's and its <h1> is drawn.
 * 3. After 1.5 s on the next page, Back (history.back(), as the browser's
 *    button does): the call to the first frame in which the page before is
 *    drawn again, at the scroll position the visitor left it (within 2 px);
 *    when it does not return there, to the frame with its heading drawn.
 * 4. prefetched: the bytes (as transferred) of the other pages' data and route
 *    modules (with their imports) that the page fetched between its start and
 *    the tap, and whether the next page's route module and data were among them.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type Locator, type Page, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/support/chromium";
import { conditions, throttle } from "./lib/browser";
import { median, ms, printTable, worst } from "./lib/figures";
import {
  NEXT_PAGE,
  PAGE_BEFORE,
  frameWhen,
  instrument,
  nav,
  routeModules,
} from "./navigation-page";
import { pageDataUrl } from "../../shared/page-data-url";
import { ensureBuild } from "../../tests/support/build";
import { startServer } from "./lib/server";

const BUDGET_MS = 100;
const READ_MS = 1500;

const { values } = parseArgs({
  options: {
    unthrottled: { type: "boolean", default: process.env.NAVIGATION_UNTHROTTLED === "1" },
    runs: { type: "string" },
    port: { type: "string", default: process.env.NAVIGATION_PORT },
    only: { type: "string" },
    against: { type: "string" },
  },
});
const throttled = !values.unthrottled;
const runs = Math.max(1, Number(values.runs ?? (throttled ? 5 : 1)));

const LANDING = "/web-design-roanoke-va";
// Links found by where they are and where they go, not by their styling.
const inNav = (page: Page, to: string) =>
  page.getByRole("navigation", { name: "Main" }).locator(`a[href="${to}"]`);
const inFooter = (page: Page, to: string) =>
  page.getByRole("contentinfo").locator(`a[href="${to}"]`);
/** A link in the page's lists (on Areas Served, not the map's marker for the same page). */
const inMain = (page: Page, to: string) =>
  page.getByRole("main").getByRole("listitem").locator(`a[href="${to}"]`);

// Six links that cover every kind of page, each from the page before it.
type Press = "tap" | "click";
const presses: Press[] = ["tap", "click"];

const cases: { from: string; to: string; link: (page: Page, to: string) => Locator }[] = [
  { from: "/", to: "/about", link: inNav },
  { from: "/about", to: "/services", link: inNav },
  { from: "/services", to: "/areas-served", link: inFooter },
  { from: "/areas-served", to: LANDING, link: inMain },
  { from: LANDING, to: "/contact", link: inFooter },
  { from: "/contact", to: "/", link: inNav },
];

async function run(browser: Browser, origin: string, c: (typeof cases)[number], press: Press) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    // tsx (esbuild) wraps named functions in a `__name` helper that pages lack.
    await page.addInitScript("globalThis.__name = (f) => f;");
    await page.addInitScript(instrument);
    await throttle(page, throttled, throttled);
    await page.goto(origin + c.from, { waitUntil: "commit" });
    await page.waitForFunction(
      () => (window as unknown as { __nav: { hydrated: number } }).__nav.hydrated > 0,
      undefined,
      { polling: 20, timeout: 60_000 },
    );
    const link = c.link(page, c.to).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READ_MS);
    const modules = await routeModules(page, c.to);
    // For correctness only, on a machine that may be busy: the prefetch begins at
    // the browser's first idle moment, which may come later than 1.5 s there, and
    // a file shows in the resource timings only once it has arrived. So wait for
    // the next page's data and every one of its modules.
    if (!throttled)
      await page
        .waitForFunction(
          (urls) =>
            urls.every(
              (url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0,
            ),
          [pageDataUrl(c.to), ...modules],
          { polling: 50, timeout: 10_000 },
        )
        .catch(() => undefined);

    const before = await page.evaluate(() => {
      const h1 = document.querySelector("main h1");
      (window as unknown as { __oldH1: Element | null }).__oldH1 = h1;
      // After the page's own start (the dialogs may hydrate after the links have
      // begun to fetch ahead), what was fetched for other pages: their data and
      // their route modules with those modules' imports (React Router's
      // manifest), not the dialogs' code, which the page loads for itself.
      const w = window as unknown as {
        __nav: { started: number };
        __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] }> };
      };
      const pageCode = new Set(
        Object.values(w.__reactRouterManifest?.routes ?? {}).flatMap((r) => [
          r.module,
          ...(r.imports ?? []),
        ]),
      );
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const fetched = entries
        .filter((e) => e.startTime > w.__nav.started)
        .filter((e) => {
          const path = new URL(e.name).pathname;
          return path.endsWith(".data") || pageCode.has(path);
        })
        .map((e) => ({ name: new URL(e.name).pathname, transferSize: e.transferSize }));
      // Whether the next page was ready counts every request before the tap: on a
      // busy machine the prefetch can begin before the start is seen as complete.
      const requested = entries.map((e) => new URL(e.name).pathname);
      return { y: window.scrollY, heading: h1?.textContent ?? "", fetched, requested };
    });

    const painted = frameWhen(page, NEXT_PAGE, { path: c.to }, 10_000);
    painted.catch(() => undefined);
    // At the link's centre: a touch, as a finger, or the mouse moved there and
    // pressed. Not Locator.tap() or click(), whose checks (visibility, hit
    // target) run in the page between the press and its click.
    const box = await link.boundingBox();
    if (!box) throw new Error(`${c.to}: the link has no box`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (press === "tap") await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const at = await painted;
    if (at < 0) throw new Error(`${c.to}: its heading was not drawn within 10 s of the tap`);
    const tap = at - (await nav(page)).tap;

    await page.waitForTimeout(READ_MS);
    // The page before drawn again (its heading), and drawn where the visitor left it.
    const heading = frameWhen(page, PAGE_BEFORE, { path: c.from, ...before, y: null }, 10_000);
    const place = frameWhen(page, PAGE_BEFORE, { path: c.from, ...before }, 5_000);
    heading.catch(() => undefined);
    place.catch(() => undefined);
    const backAt = await page.evaluate(() => {
      const t = performance.now();
      history.back();
      return t;
    });
    const [headingAt, placeAt] = await Promise.all([heading, place]);
    if (headingAt < 0) throw new Error(`${c.from}: not drawn again within 10 s of Back`);
    const restored = placeAt >= 0;
    const back = (restored ? placeAt : headingAt) - backAt;
    if (!restored) {
      const y = await page.evaluate(() => window.scrollY);
      console.log(`  back to ${c.from}: scrolled to ${y}, left at ${before.y}`);
    }
    const data = before.requested.includes(pageDataUrl(c.to));
    const module = modules.length > 0 && modules.every((m) => before.requested.includes(m));
    if (!data || !module) {
      const missing = [pageDataUrl(c.to), ...modules].filter((m) => !before.requested.includes(m));
      console.log(
        `  ${c.from} → ${c.to}: not fetched before the tap: ${missing.join(", ") || "(no route module found)"}`,
      );
    }
    return { tap, back, restored, fetched: before.fetched, ready: data && module };
  } finally {
    await context.close();
  }
}

ensureBuild();
const server = await startServer(undefined, values.port ? Number(values.port) : undefined);
// The build to compare with: its own checkout's server, on a port of its own.
const againstRoot = values.against ? resolve(values.against) : undefined;
const base = againstRoot
  ? await startServer(undefined, undefined, { cwd: againstRoot })
  : undefined;
const builds = [
  { name: againstRoot ? "this build" : "", origin: server.origin, own: true },
  ...(base ? [{ name: `against ${againstRoot}`, origin: base.origin, own: false }] : []),
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const wanted = (name: string) =>
  !values.only || values.only.split(",").some((o) => name.includes(o));
const rows: string[][] = [];
const failures: string[] = [];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

interface Figures {
  presses: number[];
  backs: number[];
  bytes: number[];
  notReady: number;
  notRestored: number;
  failed?: string;
}

try {
  for (const c of cases) {
    const name = `${c.from} → ${c.to}`;
    if (!wanted(name)) continue;
    for (const press of presses) {
      const figures = builds.map((): Figures => ({
        presses: [],
        backs: [],
        bytes: [],
        notReady: 0,
        notRestored: 0,
      }));
      // Alternately: run i on each build before run i + 1 on any.
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          const f = figures[b]!;
          if (f.failed) continue;
          try {
            const r = await run(browser, build.origin, c, press);
            f.presses.push(r.tap);
            f.backs.push(r.back);
            if (!r.restored) f.notRestored++;
            if (!r.ready) f.notReady++;
            f.bytes.push(r.fetched.reduce((sum, x) => sum + x.transferSize, 0));
            if (i === 0 && press === "tap" && build.own)
              console.log(
                `${name}: fetched after start, before the tap: ${
                  r.fetched.map((x) => `${x.name} (${kb(x.transferSize)} KB)`).join(", ") ||
                  "nothing"
                }`,
              );
          } catch (error) {
            f.failed = (error as Error).message.split("\n")[0];
          }
        }
      }
      for (const [b, build] of builds.entries()) {
        const f = figures[b]!;
        const label = `${name} ${press}${build.name ? ` (${build.name})` : ""}`;
        if (f.failed && build.own) failures.push(`${label}: ${f.failed}`);
        else if (f.failed) console.log(`${label}: ${f.failed}`);
        if (f.presses.length === 0) continue;
        console.log(
          `${label}: ${press} ${f.presses.map(ms).join(", ")} ms; back ${f.backs.map(ms).join(", ")} ms`,
        );
        const n = f.presses.length;
        rows.push([
          `${name}${build.name ? ` (${build.own ? "this" : "against"})` : ""}`,
          press,
          ms(median(f.presses)),
          ms(worst(f.presses)),
          ms(median(f.backs)),
          ms(worst(f.backs)),
          `${n - f.notRestored}/${n}`,
          `${n - f.notReady}/${n}`,
          kb(median(f.bytes)),
        ]);
        if (!build.own) continue;
        if (f.notReady > 0)
          failures.push(
            `${label}: the next page's module or data not fetched before the press in ${f.notReady} run(s)`,
          );
        if (f.notRestored > 0)
          failures.push(
            `${label}: Back did not return to the visitor's place in ${f.notRestored} run(s)`,
          );
        if (throttled && median(f.presses) > BUDGET_MS)
          failures.push(`${label}: median ${ms(median(f.presses))} ms > ${BUDGET_MS} ms`);
        if (throttled && median(f.backs) > BUDGET_MS)
          failures.push(`${label}: back median ${ms(median(f.backs))} ms > ${BUDGET_MS} ms`);
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
  base?.stop();
}

console.log(
  `\n${conditions(throttled, runs, "correctness only")}; ${READ_MS / 1000} s on each page, then a tap (no hover), a click (no touch) or Back${base ? `; alternately with ${againstRoot}` : ""}`,
);
printTable(
  [
    "link",
    "press",
    "median ms",
    "worst ms",
    "back median ms",
    "back worst ms",
    "back to place",
    "ready before press",
    "KB fetched before press",
  ],
  rows,
);
if (failures.length > 0) {
  console.error(`\nFailed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`navigation: ${throttled ? `every median within ${BUDGET_MS} ms` : "all correct"}`);
