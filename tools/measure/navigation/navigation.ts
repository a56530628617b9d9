/** `npm run navigation`: a tap and a plain click on each link of a path through the site, throttled
 * (Slow 4G, CPU 4×) or `--unthrottled` for CI; `--against DIR` alternates with another build.
 * What it measures and its budgets: docs/measuring.md. */
import { resolve } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { conditions, throttle } from "../lib/browser";
import { median, ms, p90, printTable, worst } from "../lib/figures";
import { benchmarkIndex, hostLine, slowdownLine } from "../lib/host-speed";
import { NEXT_PAGE, PAGE_BEFORE, instrument, nav, routeModules } from "./navigation-page";
import { type Case, type Press, cases, presses } from "./navigation-cases";
import { pageDataUrl } from "../../../shared/page-data-url";
import { ensureBuild } from "../../../tests/support/servers/build";
import { addClocks, frameWhen } from "../lib/page-clocks";
import { measureArgs } from "../lib/run-options";
import { startServer } from "../lib/server";

/** Throttled, a link's presses: p90 within 100 ms, median within 80; Back's median within 100. */
const [BUDGET_MS, MEDIAN_BUDGET_MS] = [100, 80];
const READ_MS = 1500;

const { values, throttled, runs, rate } = measureArgs("NAVIGATION", { against: undefined });

async function run(browser: Browser, origin: string, c: Case, press: Press) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await addClocks(page, instrument, "__nav");
    await throttle(page, throttled, throttled, rate);
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
    // Correctness only, on a possibly busy machine: the prefetch begins at the first idle moment,
    // and a file shows in resource timings once arrived, so wait for the next page's data and
    // modules.
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
      // What was fetched for other pages after this one's start: their data and route modules with
      // their imports (React Router's manifest), not the dialogs' code the page loads for itself.
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
    const clocks = await nav(page);
    const tap = at - clocks.tap;
    // Before any of the page's code ran: the browser's own routing of the press.
    const delay = clocks.reached - clocks.tap;

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
    return { tap, delay, back, restored, fetched: before.fetched, ready: data && module };
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
const host = [await benchmarkIndex(browser)];
const wanted = (name: string) =>
  !values.only || values.only.split(",").some((o) => name.includes(o));
const rows: string[][] = [];
const failures: string[] = [];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

interface Figures {
  presses: number[];
  delays: number[];
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
        delays: [],
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
            f.delays.push(r.delay);
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
          ms(p90(f.presses)),
          ms(worst(f.presses)),
          ms(median(f.delays)),
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
        if (throttled && median(f.presses) > MEDIAN_BUDGET_MS)
          failures.push(`${label}: median ${ms(median(f.presses))} ms > ${MEDIAN_BUDGET_MS} ms`);
        if (throttled && p90(f.presses) > BUDGET_MS)
          failures.push(`${label}: p90 ${ms(p90(f.presses))} ms > ${BUDGET_MS} ms`);
        if (throttled && median(f.backs) > BUDGET_MS)
          failures.push(`${label}: back median ${ms(median(f.backs))} ms > ${BUDGET_MS} ms`);
      }
    }
  }
  host.push(await benchmarkIndex(browser));
} finally {
  await browser.close();
  server.stop();
  base?.stop();
}

console.log(
  `\n${conditions(throttled, runs, "correctness only", rate)}; ${READ_MS / 1000} s on each page, then a tap (no hover), a click (no touch) or Back${base ? `; alternately with ${againstRoot}` : ""}`,
);
printTable(
  [
    "link",
    "press",
    "median ms",
    "p90 ms",
    "worst ms",
    "input delay median ms",
    "back median ms",
    "back worst ms",
    "back to place",
    "ready before press",
    "KB fetched before press",
  ],
  rows,
);
if (host.length === 2) console.log(hostLine(host[0]!, host[1]!));
if (throttled) console.log(slowdownLine(rate, host[0]!));
if (failures.length > 0) {
  console.error(`\nFailed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
const goal = `every median within ${MEDIAN_BUDGET_MS} ms, every p90 within ${BUDGET_MS} ms`;
console.log(`navigation: ${throttled ? goal : "all correct"}`);
