import { describe, expect, it } from "vitest";
import { areaMap, areaMapNear, thinPath } from "../../app/lib/places/area-map.server";
import { areaRegions } from "./area-regions";
import { landingPages } from "../landing-pages/index";
import webDesignRoanokeVa from "../landing-pages/web-design-roanoke-va";
import { defineLandingPage } from "../landing-legal-schema";

describe("the map of the area served", () => {
  it("draws both states and one marker per landing page inside the drawing", () => {
    const map = areaMap();
    expect(map.states.map((s) => s.name).sort()).toEqual(["Virginia", "West Virginia"]);
    for (const s of map.states) expect(s.d).toMatch(/^M[\d.,LZM-]+Z$/);
    expect(map.markers.map((m) => m.slug)).toEqual(landingPages.map((p) => p.slug));
    for (const m of map.markers) {
      expect(m.x).toBeGreaterThan(0);
      expect(m.x).toBeLessThan(map.width);
      expect(m.y).toBeGreaterThan(0);
      expect(m.y).toBeLessThan(map.height);
    }
  });

  it("puts Wheeling north of Roanoke and Virginia Beach east of Huntington", () => {
    const at = (slug: string) => areaMap().markers.find((m) => m.slug === slug)!;
    expect(at("electrician-wheeling-wv").y).toBeLessThan(at("web-design-roanoke-va").y);
    expect(at("web-design-virginia-beach-va").x).toBeGreaterThan(at("hvac-huntington-wv").x);
  });
});

describe("the regions of Areas Served's list", () => {
  it("each hold at least one landing page", () => {
    for (const region of areaRegions) {
      expect(landingPages.filter((p) => p.region === region.name).length).toBeGreaterThan(0);
    }
  });

  it("refuse a page whose region is in the other state", () => {
    expect(() => defineLandingPage({ ...webDesignRoanokeVa, region: "Greenbrier Valley" })).toThrow(
      /group in the page.s own state/,
    );
  });

  it("refuse a page whose map point lies outside the two states' box", () => {
    expect(() =>
      defineLandingPage({ ...webDesignRoanokeVa, mapPoint: { lon: -90, lat: 37 } }),
    ).toThrow();
  });
});

describe("thinPath", () => {
  it("drops points closer than the limit to the last kept one, keeping ends and closing", () => {
    expect(thinPath("M0,0L1,0L5,0L6,1L10,10L0,10Z", 2.5)).toBe("M0,0L5,0L10,10L0,10Z");
  });
  it("leaves out a ring thinned below a triangle", () => {
    expect(thinPath("M0,0L1,0L1,1L0,1ZM10,10L20,10L20,20L10,20Z", 2.5)).toBe(
      "M10,10L20,10L20,20L10,20Z",
    );
  });
});

describe("areaMapNear", () => {
  it("keeps the page's own marker first and its nearest five after it", () => {
    const near = areaMapNear("web-design-norfolk-va");
    expect(near.markers).toHaveLength(6);
    expect(near.markers[0]!.slug).toBe("web-design-norfolk-va");
    expect(near.markers.map((m) => m.slug)).toContain("web-design-portsmouth-va");
    expect(near.markers.map((m) => m.slug)).not.toContain("electrician-wheeling-wv");
  });
});
