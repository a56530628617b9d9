import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing-pages/index";
import { loader } from "./areas-served";

describe("Areas Served's loader", () => {
  const { cards } = loader({ url: new URL("https://example.test/areas-served") } as never);

  it("has one card per landing page", () => {
    expect(cards.map((c) => c.path).sort()).toEqual(landingPages.map((p) => `/${p.slug}`).sort());
  });

  it("sends the cards sorted by place, so the page need not sort them", () => {
    const places = cards.map((c) => c.place);
    expect(places).toEqual([...places].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(places).size).toBeGreaterThan(1);
    expect(places).not.toEqual(landingPages.map((p) => p.city));
  });
});
