import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { untilFrame, watchHydration } from "./page-clocks";

/** A button as the page's DOM holds it: in a dialog or not, hydrated by React or not yet. */
const button = (inDialog: boolean) => {
  const b: Record<string, unknown> = { closest: () => (inDialog ? {} : null) };
  return b;
};
const hydrate = (b: Record<string, unknown>) => (b.__reactProps$abc = {});

describe("watchHydration", () => {
  let buttons: Record<string, unknown>[];
  let clocks: { started: number; hydrated: number };

  beforeEach(() => {
    vi.useFakeTimers();
    buttons = [];
    clocks = { started: 0, hydrated: 0 };
    vi.stubGlobal("window", { __bench: clocks });
    vi.stubGlobal("document", { querySelectorAll: () => buttons });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("writes started when the page's own buttons answer, hydrated when the dialogs' do too", () => {
    const own = button(false);
    const inDialog = button(true);
    buttons.push(own, inDialog);
    watchHydration("__bench");
    vi.advanceTimersByTime(20);
    expect(clocks).toEqual({ started: 0, hydrated: 0 });

    hydrate(own);
    vi.advanceTimersByTime(5);
    expect(clocks.started).toBeGreaterThan(0);
    expect(clocks.hydrated).toBe(0);

    hydrate(inDialog);
    vi.advanceTimersByTime(5);
    expect(clocks.hydrated).toBeGreaterThanOrEqual(clocks.started);
    const { started, hydrated } = clocks;
    vi.advanceTimersByTime(50);
    expect(clocks).toEqual({ started, hydrated });
  });

  it("writes nothing while the page has no buttons", () => {
    watchHydration("__bench");
    vi.advanceTimersByTime(50);
    expect(clocks).toEqual({ started: 0, hydrated: 0 });
  });
});

describe("untilFrame", () => {
  let change: () => void;
  let frames: (() => void)[];
  let scrollListener: (() => void) | undefined;
  let observing: boolean;
  let now: number;
  let checks: number;
  /** The page's next animation frame, at `at`: its callbacks run, as the browser runs them. */
  const frame = (at: number) => {
    now = at;
    const due = frames;
    frames = [];
    for (const callback of due) callback();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    [frames, observing, now, checks] = [[], false, 0, 0];
    scrollListener = undefined;
    vi.stubGlobal(
      "MutationObserver",
      class {
        constructor(callback: () => void) {
          change = callback;
        }
        observe = () => (observing = true);
        disconnect = () => (observing = false);
      },
    );
    vi.stubGlobal("document", {});
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
    vi.stubGlobal(
      "addEventListener",
      (_: string, listener: () => void) => (scrollListener = listener),
    );
    vi.stubGlobal("removeEventListener", () => (scrollListener = undefined));
    vi.stubGlobal("performance", { now: () => now });
    vi.stubGlobal("__checks", () => checks++);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // Holds once `value` is in the page's `__state`; counts every check.
  const HOLDS = "__checks(); return globalThis.__state === value;";
  const settle = async (promise: Promise<number>) => {
    let result: number | undefined;
    void promise.then((at) => (result = at));
    await vi.advanceTimersByTimeAsync(0);
    return result;
  };

  it("checks in the frame after a change, not as the DOM changes, and times the frame", async () => {
    const at = untilFrame([HOLDS, "next", 5000]);
    frame(10); // The first look: not yet.
    vi.stubGlobal("__state", "next");
    change();
    change();
    expect(checks).toBe(1); // Two changes in one task: one check, queued for the frame.
    frame(42);
    expect(checks).toBe(2);
    expect(await settle(at)).toBe(42);
    expect(observing).toBe(false);
    expect(scrollListener).toBeUndefined();
  });

  it("looks again at the next change or scroll after a frame in which it did not hold", async () => {
    const at = untilFrame([HOLDS, "next", 5000]);
    frame(10);
    change();
    frame(20);
    expect(await settle(at)).toBeUndefined();
    vi.stubGlobal("__state", "next");
    frame(30); // No change since: no check.
    expect(checks).toBe(2);
    scrollListener!();
    frame(40);
    expect(await settle(at)).toBe(40);
  });

  it("gives -1 after the limit, and stops watching", async () => {
    const at = untilFrame([HOLDS, "next", 5000]);
    frame(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await at).toBe(-1);
    expect(observing).toBe(false);
    vi.stubGlobal("__state", "next");
    change();
    expect(frames).toHaveLength(0);
  });
});
