import type { Metric } from "web-vitals";
import { describe, expect, it } from "vitest";
import { BEACON_PATH, type Beacon } from "../../../shared/traffic";
import {
  COUNTED_KEY,
  PAGEVIEW_WAIT_MS,
  startCounting,
  type BeaconWindow,
  type VitalsLib,
} from "./beacon";

const ORIGIN = "https://www.lexcore.example";
const VISIT = { landing_page: "/web-design-roanoke-va", utm_source: "newsletter" };

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

function fakeWindow(o: FakeOptions = {}) {
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
function fakeVitals() {
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

const noVitals = () => new Promise<never>(() => undefined);

describe("startCounting: page views", () => {
  it("sends the tab's first page with the visit's source, then one page view per route change", () => {
    const w = fakeWindow();
    void startCounting(w.fake, () => VISIT, noVitals);
    w.navigate("/contact");
    expect(w.sent).toEqual([
      {
        type: "pageview",
        path: "/web-design-roanoke-va",
        start: 1_790_000_000_000,
        webdriver: false,
        visit: VISIT,
      },
      { type: "pageview", path: "/contact", start: 1_790_000_000_000, webdriver: false },
    ]);
    expect(w.storage.get(COUNTED_KEY)).toBe("1");
  });

  it("learns of route changes from the Navigation API where the browser has it", () => {
    const w = fakeWindow({ navigationApi: true });
    void startCounting(w.fake, () => VISIT, noVitals);
    w.navigate("/contact");
    w.navigate("/about");
    expect(w.sent.map((b) => b.path)).toEqual(["/web-design-roanoke-va", "/contact", "/about"]);
    // The history methods are left as they are.
    expect(w.history.pushState.name).toBe("pushState");
  });

  it("sends a route change's page view in an idle moment, within a second", () => {
    const w = fakeWindow({ navigationApi: true });
    const idle: { task: () => void; timeout: number }[] = [];
    w.fake.requestIdleCallback = (task, { timeout }) => idle.push({ task, timeout });
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.sent.map((b) => b.path)).toEqual(["/web-design-roanoke-va"]);
    w.navigate("/contact");
    w.navigate("/about");
    expect(w.sent).toHaveLength(1);
    expect(idle.map((i) => i.timeout)).toEqual([PAGEVIEW_WAIT_MS]);
    idle[0]!.task();
    expect(w.sent.slice(1)).toEqual([
      { type: "pageview", path: "/contact", start: 1_790_000_000_000, webdriver: false },
      { type: "pageview", path: "/about", start: 1_790_000_000_000, webdriver: false },
    ]);
    w.navigate("/services");
    expect(idle).toHaveLength(2);
    idle[1]!.task();
    expect(w.sent.map((b) => b.path).at(-1)).toBe("/services");
  });

  it("sends a page view still waiting for an idle moment as the page is hidden or left, once", () => {
    const w = fakeWindow({ navigationApi: true });
    const idle: (() => void)[] = [];
    w.fake.requestIdleCallback = (task) => idle.push(task);
    void startCounting(w.fake, () => VISIT, noVitals);
    w.navigate("/contact");
    w.fake.document.visibilityState = "hidden";
    w.doc.fire("visibilitychange");
    expect(w.sent.map((b) => b.path)).toEqual(["/web-design-roanoke-va", "/contact"]);
    w.navigate("/about");
    w.win.fire("pagehide");
    idle.forEach((task) => task());
    expect(w.sent.map((b) => b.path)).toEqual(["/web-design-roanoke-va", "/contact", "/about"]);
  });

  it("counts a change of query or hash alone as the same page, and back to another path as a new one", () => {
    const w = fakeWindow();
    void startCounting(w.fake, () => VISIT, noVitals);
    w.navigate("/web-design-roanoke-va?tab=2");
    w.navigate("/web-design-roanoke-va#pricing");
    w.history.replaceState(null, "", "/web-design-roanoke-va");
    expect(w.sent).toHaveLength(1);
    w.navigate("/contact");
    w.history.pushState(null, "", "/web-design-roanoke-va");
    w.win.fire("popstate");
    expect(w.sent.map((b) => b.path)).toEqual([
      "/web-design-roanoke-va",
      "/contact",
      "/web-design-roanoke-va",
    ]);
  });

  it("sends no visit for a later page load of the same tab", () => {
    const storage = new Map([[COUNTED_KEY, "1"]]);
    const w = fakeWindow({ path: "/about", storage });
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.sent).toEqual([
      { type: "pageview", path: "/about", start: 1_790_000_000_000, webdriver: false },
    ]);
  });

  it("counts a page load as a visit's start where session storage refuses", () => {
    const w = fakeWindow();
    w.fake.sessionStorage.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.sent[0]).toMatchObject({ type: "pageview", visit: VISIT });
  });

  it("counts a page restored from the back/forward cache, and not an ordinary pageshow", () => {
    const w = fakeWindow();
    void startCounting(w.fake, () => VISIT, noVitals);
    w.win.fire("pageshow", { persisted: false });
    expect(w.sent).toHaveLength(1);
    w.win.fire("pageshow", { persisted: true });
    expect(w.sent).toHaveLength(2);
    expect(w.sent[1]).toEqual({
      type: "pageview",
      path: "/web-design-roanoke-va",
      start: 1_790_000_000_000,
      webdriver: false,
    });
  });

  it("counts a prerendered page only once it is shown", () => {
    const w = fakeWindow({ prerendering: true });
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.sent).toHaveLength(0);
    w.fake.document.prerendering = false;
    w.doc.fire("prerenderingchange");
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({ type: "pageview", visit: VISIT });
  });

  it("reports an automated browser as such (the server drops it and counts it as a bot)", () => {
    const w = fakeWindow({ webdriver: true });
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.sent[0]).toMatchObject({ webdriver: true });
  });

  it("falls back to fetch with keepalive where sendBeacon is missing or refuses", () => {
    const w = fakeWindow({ sendBeacon: false });
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.fetched).toEqual([
      expect.objectContaining({ method: "POST", keepalive: true, body: expect.any(String) }),
    ]);
    const refused = fakeWindow();
    refused.fake.navigator.sendBeacon = () => false;
    void startCounting(refused.fake, () => VISIT, noVitals);
    expect(refused.fetched).toHaveLength(1);
  });

  it.each([
    ["Do Not Track", { doNotTrack: "1" }],
    ["Global Privacy Control", { globalPrivacyControl: true }],
  ])("sends nothing under %s, and still records the visit's source for the forms", async (_, o) => {
    const w = fakeWindow(o);
    const vitals = fakeVitals();
    let recorded = 0;
    await startCounting(
      w.fake,
      () => {
        recorded++;
        return VISIT;
      },
      vitals.load,
    );
    w.navigate("/contact");
    w.win.fire("pageshow", { persisted: true });
    w.fake.document.visibilityState = "hidden";
    w.doc.fire("visibilitychange");
    expect(w.sent).toEqual([]);
    expect(recorded).toBe(1);
    expect(w.storage.has(COUNTED_KEY)).toBe(false);
  });

  it("counts with Do Not Track unset or 0", () => {
    const w = fakeWindow({ doNotTrack: "0", globalPrivacyControl: false });
    void startCounting(w.fake, () => VISIT, noVitals);
    expect(w.sent).toHaveLength(1);
  });
});

describe("startCounting: field speed", () => {
  it("sends one vitals beacon, for the page load's first path, when the page is first hidden", async () => {
    const w = fakeWindow();
    const vitals = fakeVitals();
    await startCounting(w.fake, () => VISIT, vitals.load);
    w.navigate("/contact");
    vitals.report("TTFB", 312.4);
    vitals.report("FCP", 901.6);
    vitals.report("LCP", 1200);
    vitals.report("LCP", 2100.7);
    vitals.report("CLS", 0.123456);
    vitals.report("INP", 96);
    expect(w.sent.filter((b) => b.type === "vitals")).toHaveLength(0);
    w.fake.document.visibilityState = "hidden";
    w.doc.fire("visibilitychange");
    w.fake.document.visibilityState = "visible";
    w.doc.fire("visibilitychange");
    w.fake.document.visibilityState = "hidden";
    w.doc.fire("visibilitychange");
    w.win.fire("pagehide");
    expect(w.sent.filter((b) => b.type === "vitals")).toEqual([
      {
        type: "vitals",
        path: "/web-design-roanoke-va",
        start: 1_790_000_000_000,
        webdriver: false,
        ttfb: 312,
        fcp: 902,
        lcp: 2101,
        cls: 0.1235,
        inp: 96,
      },
    ]);
  });

  it("sends the values on pagehide where visibilitychange did not come", async () => {
    const w = fakeWindow();
    const vitals = fakeVitals();
    await startCounting(w.fake, () => VISIT, vitals.load);
    vitals.report("LCP", 800);
    w.win.fire("pagehide");
    expect(w.sent.at(-1)).toMatchObject({ type: "vitals", lcp: 800 });
  });

  it("sends no vitals beacon when nothing was measured", async () => {
    const w = fakeWindow();
    await startCounting(w.fake, () => VISIT, fakeVitals().load);
    w.fake.document.visibilityState = "hidden";
    w.doc.fire("visibilitychange");
    expect(w.sent.map((b) => b.type)).toEqual(["pageview"]);
  });

  it("still counts pages when web-vitals cannot be loaded", async () => {
    const w = fakeWindow();
    await startCounting(
      w.fake,
      () => VISIT,
      () => Promise.reject(new Error("offline")),
    );
    w.navigate("/contact");
    expect(w.sent).toHaveLength(2);
  });
});
