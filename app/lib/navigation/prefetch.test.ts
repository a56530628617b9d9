import { describe, expect, it } from "vitest";
import { connectionAllowsPrefetch } from "./prefetch";

describe("connectionAllowsPrefetch", () => {
  it("allows prefetching where the browser says nothing of the connection", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });

  it("allows it on 3G and 4G without Save-Data", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true);
  });

  it("refuses it with Save-Data on, whatever the connection", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("refuses it on 2G and slow 2G", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  });
});
