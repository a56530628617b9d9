import { describe, expect, it } from "vitest";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { hostLine } from "./host-speed";

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
});
