/** `npm run navigation` in the page: the clocks it installs, the frames it waits for, the route
 * modules it expects. */
import type { Page } from "playwright-core";

/** Runs in every page before its own scripts: the clocks a run reads. */
export function instrument() {
  // started: the page's own buttons answer (its start, after which the links may
  // fetch ahead); hydrated: the dialogs' too, which hydrate when their code arrives.
  // (Both set by watchHydration, lib/page-clocks.ts.)
  const bench = { started: 0, hydrated: 0, tap: 0, reached: 0 };
  (window as unknown as { __nav: typeof bench }).__nav = bench;
  // reached: when the page's first listener saw the press. A touch's pointerover
  // comes before its pointerdown, with the same time; window's capture runs first.
  let first = { stamp: -1, at: 0 };
  const see = (e: Event) => {
    if (e.timeStamp !== first.stamp) first = { stamp: e.timeStamp, at: performance.now() };
  };
  addEventListener("pointerover", see, true);
  addEventListener(
    "pointerdown",
    (e) => {
      see(e);
      bench.tap = e.timeStamp;
      bench.reached = first.at;
    },
    true,
  );
}

// The address is `value.path`, and an <h1> other than the page's last one is drawn.
export const NEXT_PAGE = `
  const h1 = document.querySelector("main h1");
  return location.pathname === value.path && !!h1 && h1 !== window.__oldH1 &&
    h1.textContent.trim() !== "" && h1.getClientRects().length > 0;`;
// The page before is back (its heading's text), scrolled where the visitor left it.
export const PAGE_BEFORE = `
  const h1 = document.querySelector("main h1");
  return location.pathname === value.path && !!h1 && h1.textContent === value.heading &&
    (value.y === null || Math.abs(window.scrollY - value.y) <= 2);`;

export const nav = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __nav: { started: number; hydrated: number; tap: number; reached: number };
        }
      ).__nav,
  );

/** The next page's route module and its imports, from React Router's manifest in the page. */
export function routeModules(page: Page, to: string) {
  return page.evaluate((path) => {
    type Route = { id: string; path?: string; index?: boolean; module: string; imports?: string[] };
    const w = window as unknown as { __reactRouterManifest?: { routes: Record<string, Route> } };
    const routes = Object.values(w.__reactRouterManifest?.routes ?? {});
    const route =
      routes.find((r) => (path === "/" ? r.index : r.path === path.slice(1))) ??
      routes.find((r) => r.path === "*");
    if (!route) return [];
    // Every one of them requested before the tap counts, the shared chunks the page
    // started with too: on a busy machine the prefetch can begin before the start
    // is seen as complete, so no line is drawn by time.
    return [route.module, ...(route.imports ?? [])];
  }, to);
}
