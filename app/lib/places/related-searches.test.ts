import { describe, expect, it } from "vitest";
import { landingPages } from "../../../content/landing-pages/index";
import { relatedSearches } from "./related-searches";

const page = (slug: string) => landingPages.find((p) => p.slug === slug)!;

describe("relatedSearches", () => {
  it("links a keyword that names another landing page's place, and leaves the rest as text", () => {
    const lewisburg = page("web-design-lewisburg-wv");
    const related = relatedSearches(lewisburg, landingPages);
    expect(related.map((r) => r.text)).toEqual(lewisburg.keywords);
    expect(related).toContainEqual({
      text: "small business websites Greenbrier County",
      to: "/web-design-greenbrier-county-wv",
    });
    // The page's own place never links back to itself.
    expect(related.find((r) => r.text === "web design Lewisburg WV")).toEqual({
      text: "web design Lewisburg WV",
    });
  });

  it("gives an empty list to a page without keywords", () => {
    const without = landingPages.find((p) => !p.keywords)!;
    expect(relatedSearches(without, landingPages)).toEqual([]);
  });

  it("never links to a place that has no page", () => {
    const roanoke = page("web-design-roanoke-va");
    const salem = relatedSearches(roanoke, landingPages).find((r) => r.text.includes("Salem"));
    expect(salem).toEqual({ text: "website redesign Salem VA" });
  });
});
