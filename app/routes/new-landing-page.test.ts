/**
 * A new landing page is one content file plus its index line: the prerender
 * list, the map and Areas Served's cards all take it from there.
 */
import { describe, expect, it, vi } from "vitest";
import { scratchPage } from "../../tests/support/source/scratch-landing-page";
import { knownPaths, prerenderPaths, sitePages } from "../../content/site-map";
import { areaMap } from "../lib/places/area-map.server";
import { loader } from "./areas-served";

vi.mock("../../content/landing-pages/index", async (importOriginal) => {
  const { withScratchPage } = await import("../../tests/support/source/scratch-landing-page");
  return withScratchPage(await importOriginal());
});

const path = `/${scratchPage.slug}`;

describe("a landing page added as one content file and its index line", () => {
  it("is prerendered and routed by the catch-all route", () => {
    expect(prerenderPaths).toContain(path);
    expect(knownPaths.has(path)).toBe(true);
    expect(sitePages.find((p) => p.path === path)).toMatchObject({
      id: "catch-all",
      indexable: true,
    });
  });

  it("is a marker on the map of the area served", () => {
    expect(areaMap().markers.find((m) => m.slug === scratchPage.slug)).toMatchObject({
      label: "Summersville",
      state: "WV",
    });
  });

  it("has its card, in its region, on Areas Served", () => {
    const data = loader({ url: new URL("https://example.test/areas-served") } as never);
    expect(data.cards.find((c) => c.path === path)).toMatchObject({
      place: "Summersville",
      state: "WV",
      region: "Elsewhere in West Virginia",
    });
  });
});
