import { describe, expect, it } from "vitest";
import { COUNTED_KEY, PAGEVIEW_WAIT_MS, startCounting } from "./beacon";
import { VISIT, fakeVitals } from "../../../tests/support/browser/fake-beacon-window";
import { fakeWindow, noVitals } from "../../../tests/support/browser/fake-beacon-window";

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
