/** First-party counting, loaded after start: a `pageview` beacon per page shown (the tab's first
 * with the visit's source) and one `vitals` beacon when the page is first hidden; no cookie, and
 * nothing under Do Not Track or Global Privacy Control (docs/decisions/0041). */
import type { Metric } from "web-vitals";
import { BEACON_PATH, type Beacon, type VitalsBeacon } from "../../../shared/visit-beacon";
import { thisVisit } from "./visit-source";

/** sessionStorage flag: this tab's visit has been counted, later pages are page views. */
export const COUNTED_KEY = "lexcore:visit-counted";

type Listen = (type: string, listener: (event: Event) => void) => void;

/** The parts of `window` the beacon uses (tests pass fakes). */
export interface BeaconWindow {
  navigator: {
    sendBeacon?: (url: string, data: string) => boolean;
    webdriver?: boolean;
    doNotTrack?: string | null;
    globalPrivacyControl?: boolean;
  };
  document: {
    visibilityState: string;
    prerendering?: boolean;
    addEventListener: Listen;
  };
  location: { pathname: string };
  history: Pick<History, "pushState" | "replaceState">;
  /** The Navigation API, where the browser has it. */
  navigation?: { addEventListener: Listen };
  performance: { timeOrigin: number; getEntriesByType?: (type: string) => { name: string }[] };
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  addEventListener: Listen;
  /** Where the browser has it, a route change's page view waits for an idle moment. */
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => unknown;
}

/** How long a route change's page view may wait for an idle moment, in ms. */
export const PAGEVIEW_WAIT_MS = 1000;

export type VitalsLib = Pick<
  typeof import("web-vitals"),
  "onLCP" | "onINP" | "onCLS" | "onFCP" | "onTTFB"
>;

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
export const optedOut = (nav: BeaconWindow["navigator"]) =>
  nav.doNotTrack === "1" || nav.globalPrivacyControl === true;

/** Posts one beacon; a refused or failed send is dropped (counting never gets in the visitor's
 * way). */
export function send(win: BeaconWindow, beacon: Beacon): void {
  const body = JSON.stringify(beacon);
  try {
    if (win.navigator.sendBeacon?.(BEACON_PATH, body)) return;
  } catch {
    // Some browsers throw instead of returning false; fetch is tried instead.
  }
  win.fetch(BEACON_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** The page load's first path: the navigation entry's, which client navigation leaves alone. */
function firstPath(win: BeaconWindow): string {
  const entry = win.performance.getEntriesByType?.("navigation")[0];
  try {
    return entry?.name ? new URL(entry.name).pathname : win.location.pathname;
  } catch {
    return win.location.pathname;
  }
}

/** True the first time in this tab; a storage that refuses makes every page load a first. */
function firstInTab(win: BeaconWindow): boolean {
  try {
    if (win.sessionStorage.getItem(COUNTED_KEY) !== null) return false;
    win.sessionStorage.setItem(COUNTED_KEY, "1");
  } catch {
    // Private modes, full quotas, sandboxed frames: counted as the start of a visit.
  }
  return true;
}

/** Starts counting this tab's pages; always records the visit's source (the forms need it), and
 * sends nothing for a visitor who opted out. Resolves once the speed measurements listen. */
export function startCounting(
  win: BeaconWindow = window as unknown as BeaconWindow,
  visit: () => Record<string, string> = thisVisit,
  vitals: () => Promise<VitalsLib> = () => import("web-vitals"),
): Promise<void> {
  const source = visit();
  if (optedOut(win.navigator)) return Promise.resolve();
  const base = () => ({
    start: win.performance.timeOrigin,
    webdriver: win.navigator.webdriver === true,
  });
  let last: string | undefined;
  // Counts `path` as shown now and returns the send of its beacon, made at once or later.
  const pageview = (path: string, withVisit = false) => {
    last = path;
    return () =>
      send(win, { type: "pageview", path, ...base(), ...(withVisit ? { visit: source } : {}) });
  };
  // A route change's beacon is sent in an idle moment, not in the tap that draws the next page
  // (sendBeacon costs a slow phone 5-30 ms); one still waiting goes as the page is hidden.
  const waiting: (() => void)[] = [];
  const sendWaiting = () => {
    for (const task of waiting.splice(0)) task();
  };
  const later = (task: () => void) => {
    if (!win.requestIdleCallback) return task();
    waiting.push(task);
    if (waiting.length === 1) win.requestIdleCallback(sendWaiting, { timeout: PAGEVIEW_WAIT_MS });
  };
  // A route change to another path; a change of hash or query alone is the same page.
  const onRoute = () => {
    const path = win.location.pathname;
    if (path === last) return;
    later(pageview(path));
  };
  win.document.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") sendWaiting();
  });
  win.addEventListener("pagehide", sendWaiting);

  const shown = () => {
    pageview(win.location.pathname, firstInTab(win))();
    if (win.navigation) {
      win.navigation.addEventListener("navigatesuccess", onRoute);
    } else {
      for (const name of ["pushState", "replaceState"] as const) {
        const original = win.history[name];
        win.history[name] = function (this: History, ...args: Parameters<History["pushState"]>) {
          original.apply(this, args);
          onRoute();
        };
      }
      win.addEventListener("popstate", onRoute);
    }
    // A page restored from the back/forward cache is shown again: a page view.
    win.addEventListener("pageshow", (event) => {
      if ((event as PageTransitionEvent).persisted) pageview(win.location.pathname)();
    });
  };
  // A prerendered page counts once the visitor is shown it, not when it is made.
  if (win.document.prerendering) {
    win.document.addEventListener("prerenderingchange", shown);
  } else {
    shown();
  }

  return vitals()
    .then((lib) => measureSpeed(win, lib, firstPath(win), base))
    .catch(() => undefined);
}

const VITALS_NAMES = { LCP: "lcp", INP: "inp", CLS: "cls", FCP: "fcp", TTFB: "ttfb" } as const;

/** Keeps the web vitals as reported and sends them in one beacon when the page is first hidden:
 * web-vitals reports the final LCP, CLS and INP on that event from capturing listeners on
 * window, which run before these, so the beacon carries the final values. */
export async function measureSpeed(
  win: BeaconWindow,
  lib: VitalsLib,
  path: string,
  base: () => { start: number; webdriver: boolean },
): Promise<void> {
  const values: Partial<Record<(typeof VITALS_NAMES)[keyof typeof VITALS_NAMES], number>> = {};
  const keep = (metric: Metric) => {
    const name = VITALS_NAMES[metric.name as keyof typeof VITALS_NAMES];
    if (name && Number.isFinite(metric.value))
      values[name] =
        name === "cls" ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
  };
  // One measure per task: each reads the entries the page has buffered as it starts, which can
  // take a slow phone 15 ms or more; five in one task would make one long task.
  for (const on of [lib.onTTFB, lib.onFCP, lib.onLCP, lib.onCLS, lib.onINP]) {
    on(keep);
    await new Promise((resolve) => setTimeout(resolve));
  }
  let sent = false;
  const flush = () => {
    if (sent || Object.keys(values).length === 0) return;
    sent = true;
    const beacon: VitalsBeacon = { type: "vitals", path, ...base(), ...values };
    send(win, beacon);
  };
  win.document.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") flush();
  });
  // Where visibilitychange does not come as the page is left (older Safari).
  win.addEventListener("pagehide", flush);
}
