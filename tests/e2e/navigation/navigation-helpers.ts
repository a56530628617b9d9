import type { Page } from "@playwright/test";
import { expect, openHydrated } from "../fixtures";

/** What the navigation specs share: when the page started, what it requested and when. */
/** Runs before the page's scripts: when every button outside the dialogs answers (React's
 * props). */
export function recordStart() {
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
export const requestedAt = (page: Page, paths: string[]) =>
  page.evaluate(
    (wanted) =>
      wanted.map(
        (p) => performance.getEntriesByName(new URL(p, location.href).href)[0]?.startTime ?? null,
      ),
    paths,
  );

/** The route module React Router's manifest names for a path (without its leading slash). */
export const routeModule = (page: Page, path: string) =>
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

/** The page has hydrated and had its first idle moment, when the links may start fetching
 * (app/lib/navigation/prefetch.ts): the fixtures' wait. */
export { hydrated } from "../fixtures";

export const main = (page: Page) => page.getByRole("main");
export const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Every path `page` requests from now on, in order. */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  return requests;
}

/** Opens `path` recording its requests; resolves once it has started and fetched `dataFile` ahead
 * (the bar's pages are fetched once the page has settled). */
export async function openUntilFetched(page: Page, path: string, dataFile = "/about.data") {
  const requests = recordRequests(page);
  await openHydrated(page, path);
  await expect.poll(() => requests).toContain(dataFile);
  return requests;
}

/** The network `navigator.connection` reports, set before the page's own scripts run. */
export const fakeConnection = (
  page: Page,
  connection: { saveData: boolean; effectiveType: "2g" | "4g" },
) =>
  page.addInitScript((reported) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ ...reported, addEventListener() {} }),
    });
  }, connection);
