import { describe, expect, it } from "vitest";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { calibratedSlowdown, hostLine, slowdownLine } from "./host-speed";

describe("host speed", () => {
  it("prints the index before and after the runs", () => {
    expect(hostLine(1210, 2163)).toBe(
      "host: benchmark index 1,210 before the runs, 2,163 after (Lighthouse's; compare figures only at like indexes)",
    );
  });

  it("runs Lighthouse's own benchmark, a function the page can be given as it is", () => {
    // page.evaluate sends the function's source: it must close over nothing.
    expect(typeof pageFunctions.computeBenchmarkIndex).toBe("function");
    expect(pageFunctions.computeBenchmarkIndex.toString()).toMatch(
      /^function computeBenchmarkIndex\(\)/,
    );
  });

  it("gives Lighthouse's calibrated slowdown: 4x at about 1,533, less on a slower host", () => {
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(100)).toBe(1);
    expect(slowdownLine(4, 1190)).toBe(
      "CPU 4x slower; Lighthouse's calibration for this host (index 1,190) is 2.8x",
    );
  });
});
