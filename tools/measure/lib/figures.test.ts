import { describe, expect, it } from "vitest";
import { median, p90, percentile } from "./figures";

describe("figures", () => {
  it("takes the 90th percentile by nearest rank, in any order", () => {
    const taps = [93, 174, 204, 120, 129, 133, 102, 76, 131, 46];
    expect(p90(taps)).toBe(174);
    expect(p90([80])).toBe(80);
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
  });

  it("takes the median of an even count as the mean of the middle two", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
