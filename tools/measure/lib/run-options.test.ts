import { afterEach, describe, expect, it, vi } from "vitest";
import { measureArgs } from "./run-options";

describe("measureArgs", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("runs five times throttled and once unthrottled, unless told how many", () => {
    expect(measureArgs("TOOL", {}, [])).toMatchObject({ throttled: true, runs: 5 });
    expect(measureArgs("TOOL", {}, ["--unthrottled"])).toMatchObject({ throttled: false, runs: 1 });
    expect(measureArgs("TOOL", {}, ["--runs", "3"]).runs).toBe(3);
    expect(measureArgs("TOOL", {}, ["--runs", "0"]).runs).toBe(1);
  });

  it("reads unthrottled and the port from the tool's environment", () => {
    vi.stubEnv("TOOL_UNTHROTTLED", "1");
    vi.stubEnv("TOOL_PORT", "4999");
    const { values, throttled } = measureArgs("TOOL", {}, []);
    expect(throttled).toBe(false);
    expect(values.port).toBe("4999");
    expect(measureArgs("OTHER", {}, []).throttled).toBe(true);
  });

  it("takes the tool's own options with their defaults, and refuses unknown ones", () => {
    const own = { reach: "0", against: undefined };
    expect(measureArgs("TOOL", own, ["--only", "a,b"]).values).toMatchObject({
      only: "a,b",
      reach: "0",
    });
    expect(measureArgs("TOOL", own, ["--reach", "50", "--against", "x"]).values).toMatchObject({
      reach: "50",
      against: "x",
    });
    expect(() => measureArgs("TOOL", {}, ["--reach", "50"])).toThrow();
  });

  it("slows the CPU 4x unless told another slowdown, and refuses one under 1", () => {
    expect(measureArgs("TOOL", {}, [])).toMatchObject({ rate: 4 });
    expect(measureArgs("TOOL", {}, ["--cpu", "2.8"])).toMatchObject({ rate: 2.8 });
    expect(() => measureArgs("TOOL", {}, ["--cpu", "0.5"])).toThrow("--cpu 0.5");
    expect(() => measureArgs("TOOL", {}, ["--cpu", "fast"])).toThrow("--cpu fast");
  });
});
