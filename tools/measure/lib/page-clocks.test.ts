import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchHydration } from "./page-clocks";

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
