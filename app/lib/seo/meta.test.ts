import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { resolveSiteUrl } from "../../../content/site-url";
import { pageMeta, type PageMetaInput } from "./meta";

const SITE = resolveSiteUrl();

const input: PageMetaInput = {
  title: "Our Services",
  description: "Managed IT, websites and automation for law firms and regulated businesses.",
  path: "/services",
};

type Tag = Record<string, unknown>;
const tags = (m: MetaDescriptor[]) => m as Tag[];

const byProperty = (m: MetaDescriptor[], key: string) =>
  tags(m).filter((t) => t.property === key || t.name === key);
const content = (m: MetaDescriptor[], key: string) => {
  const found = byProperty(m, key);
  expect(found, `one ${key} tag`).toHaveLength(1);
  return found[0]!.content;
};
const canonicalOf = (m: MetaDescriptor[]) => {
  const links = tags(m).filter((t) => t.tagName === "link" && t.rel === "canonical");
  expect(links).toHaveLength(1);
  return links[0]!.href;
};

describe("pageMeta", () => {
  const meta = pageMeta(input);

  it('appends " | Lexcore" to the title', () => {
    expect(tags(meta).find((t) => "title" in t)?.title).toBe("Our Services | Lexcore");
  });

  it("does not append the brand twice", () => {
    const m = pageMeta({ ...input, title: "About Lexcore" });
    expect(tags(m).find((t) => "title" in t)?.title).toBe("About Lexcore");
  });

  it("sets the description", () => {
    expect(content(meta, "description")).toBe(input.description);
  });

  it("links the canonical URL of the page", () => {
    expect(canonicalOf(meta)).toBe(`${SITE}/services`);
  });

  it("sets the Open Graph tags", () => {
    expect(content(meta, "og:title")).toBe("Our Services | Lexcore");
    expect(content(meta, "og:description")).toBe(input.description);
    expect(content(meta, "og:url")).toBe(`${SITE}/services`);
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:image")).toBe(`${SITE}/og/services.png`);
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toMatch(/Our Services/);
  });

  it("sets the Twitter card tags", () => {
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:title")).toBe("Our Services | Lexcore");
    expect(content(meta, "twitter:description")).toBe(input.description);
    expect(content(meta, "twitter:image")).toBe(`${SITE}/og/services.png`);
    expect(content(meta, "twitter:image:alt")).toMatch(/Our Services/);
  });

  it("names the home page's share image home.png", () => {
    const m = pageMeta({ ...input, path: "/" });
    expect(canonicalOf(m)).toBe(`${SITE}/`);
    expect(content(m, "og:image")).toBe(`${SITE}/og/home.png`);
  });

  it("uses the given type", () => {
    expect(content(pageMeta({ ...input, type: "article" }), "og:type")).toBe("article");
  });

  it("adds robots noindex only when asked", () => {
    expect(byProperty(meta, "robots")).toEqual([]);
    expect(content(pageMeta({ ...input, noindex: true }), "robots")).toBe("noindex");
  });

  it("honours canonicalPath: /pricing is canonical to /services", () => {
    const m = pageMeta({ ...input, path: "/pricing", canonicalPath: "/services" });
    expect(canonicalOf(m)).toBe(`${SITE}/services`);
    expect(content(m, "og:url")).toBe(`${SITE}/services`);
    expect(content(m, "og:image")).toBe(`${SITE}/og/services.png`);
  });

  it("always includes the business JSON-LD, then the page's own", () => {
    const ld = (m: MetaDescriptor[]) =>
      tags(m)
        .filter((t) => "script:ld+json" in t)
        .map((t) => t["script:ld+json"] as Record<string, unknown>);
    expect(ld(meta).map((d) => d["@type"])).toEqual(["ProfessionalService"]);
    const extra = { "@context": "https://schema.org", "@type": "BreadcrumbList" };
    expect(ld(pageMeta({ ...input, jsonLd: [extra] })).map((d) => d["@type"])).toEqual([
      "ProfessionalService",
      "BreadcrumbList",
    ]);
  });
});
