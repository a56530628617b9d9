/** A browser window and web-vitals, faked for the visit beacon's tests
 * (app/lib/counting/beacon.test.ts, beacon-vitals.test.ts). */
import type { Metric } from "web-vitals";
import { expect } from "vitest";
import { BEACON_PATH, type Beacon } from "../../../shared/visit-beacon";
import type { BeaconWindow, VitalsLib } from "../../../app/lib/counting/beacon";

export const ORIGIN = "https://www.lexcore.example";
export const VISIT = { landing_page: "/web-design-roanoke-va", utm_source: "newsletter" };

type Handler = (event: Event) => void;

/** A small event target: listeners by type, fired in the order added. */
function target() {
  const listeners = new Map<string, Handler[]>();
  return {
    listeners,
    addEventListener: (type: string, fn: Handler) =>
      void listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    fire: (type: string, event: object = {}) => {
      for (const fn of listeners.get(type) ?? []) fn({ type, ...event } as unknown as Event);
    },
  };
}

interface FakeOptions {
  path?: string;
  navigationApi?: boolean;
  prerendering?: boolean;
  sendBeacon?: boolean;
  webdriver?: boolean;
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  storage?: Map<string, string>;
}

export function fakeWindow(o: FakeOptions = {}) {
  const sent: Beacon[] = [];
  const fetched: RequestInit[] = [];
  const win = target();
  const doc = Object.assign(target(), {
    visibilityState: "visible",
    prerendering: o.prerendering ?? false,
  });
  const nav = target();
  const location = { pathname: o.path ?? "/web-design-roanoke-va" };
  const storage = o.storage ?? new Map<string, string>();
  const history = {
    pushState(_data: unknown, _unused: string, url?: string | URL | null) {
      if (url) location.pathname = new URL(String(url), ORIGIN).pathname;
    },
    replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
      if (url) location.pathname = new URL(String(url), ORIGIN).pathname;
    },
  };
  const fake: BeaconWindow = {
    navigator: {
      sendBeacon:
        o.sendBeacon === false
          ? undefined
          : (url, data) => {
              expect(url).toBe(BEACON_PATH);
              sent.push(JSON.parse(data) as Beacon);
              return true;
            },
      webdriver: o.webdriver ?? false,
      doNotTrack: o.doNotTrack ?? null,
      globalPrivacyControl: o.globalPrivacyControl,
    },
    document: doc,
    location,
    history,
    navigation: o.navigationApi ? nav : undefined,
    performance: {
      timeOrigin: 1_790_000_000_000,
      getEntriesByType: () => [
        { name: `${ORIGIN}${o.path ?? "/web-design-roanoke-va"}?utm_source=x` },
      ],
    },
    sessionStorage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
    },
    fetch: (url, init) => {
      expect(url).toBe(BEACON_PATH);
      fetched.push(init);
      sent.push(JSON.parse(String(init.body)) as Beacon);
      return Promise.resolve();
    },
    addEventListener: win.addEventListener,
  };
  /** A client-side navigation as React Router makes it, announced the way this browser would. */
  const navigate = (url: string) => {
    history.pushState(null, "", url);
    if (o.navigationApi) nav.fire("navigatesuccess");
  };
  return { fake, sent, fetched, win, doc, nav, storage, navigate, history: fake.history };
}

/** web-vitals, faked: each metric's callback is kept so a test can report values. */
export function fakeVitals() {
  const callbacks = new Map<string, (m: Metric) => void>();
  const on = (name: string) => (cb: (m: Metric) => void) => void callbacks.set(name, cb);
  const lib = {
    onLCP: on("LCP"),
    onINP: on("INP"),
    onCLS: on("CLS"),
    onFCP: on("FCP"),
    onTTFB: on("TTFB"),
  };
  const report = (name: string, value: number) =>
    callbacks.get(name)!({ name, value } as unknown as Metric);
  return { lib, report, load: () => Promise.resolve(lib as unknown as VitalsLib) };
}

export const noVitals = () => new Promise<never>(() => undefined);
