import { afterEach, describe, expect, it } from "vitest";
import about from "./about";
import { pageName, pageTitle } from "./page-titles";
import { setOverlay } from "./site-document";

afterEach(() => setOverlay({}));

describe("pageTitle", () => {
  it("names pages, landing pages and /pricing by their titles", () => {
    expect(pageTitle("/about")).toBe(about.meta.title);
    expect(pageTitle("/pricing")).toBe(pageTitle("/services"));
    expect(pageTitle("/web-design-lewisburg-wv")).toBe(
      "Web Design in Lewisburg, WV for Local Businesses",
    );
    expect(pageTitle("/no-such-page")).toBeUndefined();
    expect(pageName("/thank-you/contact")).toBe("/thank-you/contact");
  });

  it("follows the owner's published titles", () => {
    setOverlay({
      about: { ...about, meta: { ...about.meta, title: "Who We Are and How We Work" } },
    });
    expect(pageName("/about")).toBe("Who We Are and How We Work (/about)");
  });
});
