import {
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  matchRoutes,
} from "react-router";
import { pageDataUrl } from "../../../shared/page-data-url";
import { type HeldPage, type RouteResults, pagesAhead } from "./page-data";

/** Pages' data fetched into memory ahead of a tap (`/about.data`, docs/navigation.md), loaded
 * after start: read to its end as it arrives, so no request stays open, and decoded when a tap
 * needs it or in an idle moment, one page at a time (docs/navigation.md). */

/** `/about/` and `/about` are one page; `/` stays `/`. */
export const pageKey = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

type Decode = (body: ReadableStream<Uint8Array>) => Promise<{ value: unknown }>;

const decodeData: Decode = (body) => decodeViaTurboStream(body, globalThis as typeof window);

/** Runs `task` in a later idle moment of the browser (a timeout where it has none). */
export type Schedule = (task: () => void) => void;

const whenIdle: Schedule = (task) => {
  if (typeof globalThis.requestIdleCallback === "function")
    globalThis.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 200);
};

/** Held pages waiting for an idle moment to be decoded in, by scheduler. */
const queues = new WeakMap<Schedule, HeldPage[]>();

/** One page per idle moment: a decode is a few ms, several in a row would be a long task. */
function decodeWhenIdle(held: HeldPage, schedule: Schedule) {
  const toDecode = queues.get(schedule) ?? [];
  queues.set(schedule, toDecode);
  toDecode.push(held);
  if (toDecode.length > 1) return;
  const next = () =>
    void toDecode[0]!().finally(() => {
      toDecode.shift();
      if (toDecode.length > 0) schedule(next);
    });
  schedule(next);
}

/** Starts fetching the data of the page at `pathname`, once; resolves whether it arrived. A file
 * that does not come, or is not a page's data (the not-found page), is dropped and the tap fetches
 * it. */
export function fetchPageData(
  pathname: string,
  {
    fetch = window.fetch.bind(window),
    decode = decodeData,
    schedule = whenIdle,
  }: { fetch?: typeof window.fetch; decode?: Decode; schedule?: Schedule } = {},
): Promise<boolean> {
  const key = pageKey(pathname);
  if (pagesAhead.has(key)) return Promise.resolve(true);
  const drop = () => {
    // Not held: the next tap or glance tries again. Unless the page was shown
    // meanwhile (React Router fetched it) and its data kept (rememberPage).
    if (pagesAhead.get(key) === held) pagesAhead.delete(key);
  };
  const arrived = (async () => {
    // Revalidated now (a 304 when unchanged), not served stale with a
    // revalidation left running in the background, which keeps the
    // browser's network from going quiet (the files allow stale-while-revalidate).
    const res = await fetch(pageDataUrl(key), { cache: "no-cache" });
    if (!res.ok || !res.body || !res.headers.get("Content-Type")?.startsWith("text/x-script"))
      throw new Error(`${key}: no page data (${res.status})`);
    return new Uint8Array(await res.arrayBuffer());
  })().catch(() => undefined);
  let decoded: Promise<RouteResults | undefined> | undefined;
  const held: HeldPage = () =>
    (decoded ??= arrived
      .then(async (bytes) => {
        if (!bytes) throw new Error(`${key}: no page data`);
        const { value } = await decode(new Response(bytes).body!);
        if (!isRouteResults(value)) throw new Error(`${key}: not a page's data`);
        return value;
      })
      .catch(() => {
        drop();
        return undefined;
      }));
  pagesAhead.set(key, held);
  return arrived.then((bytes) => {
    if (!bytes) drop();
    else decodeWhenIdle(held, schedule);
    return bytes !== undefined;
  });
}

/** Each route's result, not a redirect (a symbol key) or anything else. */
function isRouteResults(value: unknown): value is RouteResults {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.getOwnPropertySymbols(value).length === 0 &&
    Object.values(value).every(
      (r) => typeof r === "object" && r !== null && ("data" in r || "error" in r),
    )
  );
}

/** The data of a page being shown, kept for Back and Forward to it. */
export function rememberPage(pathname: string, routes: RouteResults) {
  if (Object.keys(routes).length > 0) {
    const kept = Promise.resolve(routes);
    pagesAhead.set(pageKey(pathname), () => kept);
  }
}

/** React Router's table of routes, its manifest of their modules, and its cache of those loaded. */
export interface RouteModuleCache {
  routes: Parameters<typeof matchRoutes>[0];
  manifest: AssetsManifest;
  routeModules: RouteModules;
}

type ImportModule = (url: string) => Promise<RouteModules[string]>;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);
/** Route ids being loaded (several ids may share one module: /services and /pricing). */
const importing = new Set<string>();
const preloaded = new Set<string>();

/** The module's imports asked for at once, beside it, as `modulepreload` links do: `import()` alone
 * finds them only once the module has arrived, a round trip later. */
function preloadImports(urls: string[]) {
  if (typeof document === "undefined") return;
  if (preloaded.size === 0)
    // What the page started with is there already.
    for (const el of document.querySelectorAll("link[rel=modulepreload], script[src]"))
      preloaded.add(el.getAttribute("href") ?? el.getAttribute("src") ?? "");
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.append(link);
  }
}
/** The routes each pathname matched, by route table: a glance at a link again costs a lookup. */
const matched = new WeakMap<RouteModuleCache["routes"], Map<string, string[]>>();

function routeIds(routes: RouteModuleCache["routes"], pathname: string) {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map()));
  let ids = byPath.get(pathname);
  if (!ids) {
    ids = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
      route.id ? [route.id] : [],
    );
    byPath.set(pathname, ids);
  }
  return ids;
}

/** Loads the route modules of the page at `pathname` into React Router's cache, so the route's
 * `lazy` finds them at the tap with no wait for `import()` (docs/navigation.md). A module that
 * fails to load is left out, and the tap loads it as React Router does. */
export function loadPageModules(
  pathname: string,
  { routes, manifest, routeModules }: RouteModuleCache,
  load: ImportModule = importModule,
) {
  for (const id of routeIds(routes, pathname)) {
    const entry = manifest.routes[id];
    if (!entry || id in routeModules || importing.has(id)) continue;
    importing.add(id);
    preloadImports(entry.imports ?? []);
    load(entry.module)
      .then((module) => {
        routeModules[id] ??= module;
      })
      .catch(() => undefined)
      .finally(() => importing.delete(id));
  }
}
