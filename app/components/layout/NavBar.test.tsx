import { describe, expect, it } from "vitest";
import { isCurrent } from "./NavBar";

describe("isCurrent", () => {
  it("marks Home only on the home page", () => {
    expect(isCurrent("/", "/", true)).toBe(true);
    expect(isCurrent("/about", "/", true)).toBe(false);
  });

  it("marks a section on its page and the pages under it, not on a page that only starts alike", () => {
    expect(isCurrent("/services", "/services", false)).toBe(true);
    expect(isCurrent("/services/hosting", "/services", false)).toBe(true);
    expect(isCurrent("/services-extra", "/services", false)).toBe(false);
    expect(isCurrent("/about", "/services", false)).toBe(false);
  });
});
