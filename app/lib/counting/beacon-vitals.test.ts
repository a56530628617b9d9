/** The visit beacon's field speed: one vitals beacon per page load (beacon.ts). */
import { describe, expect, it } from "vitest";
import { type VitalsLib, startCounting } from "./beacon";
import { VISIT, fakeVitals, fakeWindow } from "../../../tests/support/browser/fake-beacon-window";

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

  it("starts each measure in a task of its own", async () => {
    const w = fakeWindow();
    const seen: string[] = [];
    // Each measure queues a task as it starts: with one task per measure, that task runs before
    // the next measure starts.
    const on = (name: string) => () => {
      seen.push(name);
      setTimeout(() => seen.push("next task"));
    };
    const names = ["TTFB", "FCP", "LCP", "CLS", "INP"];
    const lib = Object.fromEntries(names.map((name) => [`on${name}`, on(name)]));
    await startCounting(
      w.fake,
      () => VISIT,
      () => Promise.resolve(lib as unknown as VitalsLib),
    );
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toEqual(names.flatMap((name) => [name, "next task"]));
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
