import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { instrument } from "./navigation-page";

type Listener = (e: { timeStamp: number }) => void;

describe("instrument", () => {
  let listeners: Record<string, Listener>;
  let now: number;
  const clocks = () => (globalThis.window as unknown as { __nav: Record<string, number> }).__nav;
  /** An event of `type` with the press's time `stamp`, seen by the page at `at`. */
  const fire = (type: string, stamp: number, at: number) => {
    now = at;
    listeners[type]!({ timeStamp: stamp });
  };

  beforeEach(() => {
    listeners = {};
    now = 0;
    vi.stubGlobal("window", {});
    vi.stubGlobal("addEventListener", (type: string, listener: Listener) => {
      listeners[type] = listener;
    });
    vi.stubGlobal("performance", { now: () => now });
    instrument();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("times a touch from its own time to the first listener, its pointerover", () => {
    fire("pointerover", 1000, 1030);
    fire("pointerdown", 1000, 1036);
    expect(clocks()).toMatchObject({ tap: 1000, reached: 1030 });
  });

  it("times a mouse press from its pointerdown: the pointerover came with the move before", () => {
    fire("pointerover", 900, 905);
    fire("pointerdown", 1000, 1012);
    expect(clocks()).toMatchObject({ tap: 1000, reached: 1012 });
  });

  it("starts again at the next press", () => {
    fire("pointerover", 1000, 1030);
    fire("pointerdown", 1000, 1036);
    fire("pointerover", 5000, 5010);
    fire("pointerdown", 5000, 5014);
    expect(clocks()).toMatchObject({ tap: 5000, reached: 5010 });
  });
});
