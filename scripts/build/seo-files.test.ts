import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing-pages/index";
import { notFoundPath, sitePages } from "../../content/site-map";
import { formNames, thankYouPath } from "../../shared/forms/form-protocol";
import { robotsTxt, sitemapXml } from "./seo-files";

const SITE = "https://www.example-firm.test";
const LASTMOD = "2025-05-01";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe("sitemapXml", () => {
  const xml = sitemapXml(sitePages, SITE, LASTMOD);

  it("is a sitemaps.org urlset", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });

  it("lists every indexable page once, as an absolute URL on the given site", () => {
    const expected = sitePages
      .filter((p) => p.indexable)
      .map((p) => (p.path === "/" ? `${SITE}/` : `${SITE}${p.path}`));
    expect(locs(xml).sort()).toEqual(expected.sort());
    expect(new Set(locs(xml)).size).toBe(locs(xml).length);
    for (const loc of locs(xml)) expect(loc.startsWith(`${SITE}/`)).toBe(true);
  });

  it("includes the main pages and every landing page", () => {
    const listed = new Set(locs(xml));
    for (const path of ["/about", "/services", "/contact", "/areas-served", "/terms", "/privacy"])
      expect(listed).toContain(`${SITE}${path}`);
    expect(listed).toContain(`${SITE}/`);
    for (const p of landingPages) expect(listed).toContain(`${SITE}/${p.slug}`);
  });

  it("leaves out /pricing, the thank-you pages and the not-found page", () => {
    const listed = locs(xml);
    expect(listed).not.toContain(`${SITE}/pricing`);
    for (const form of formNames) expect(listed).not.toContain(`${SITE}${thankYouPath(form)}`);
    expect(xml).not.toContain("/thank-you");
    expect(xml).not.toContain(notFoundPath);
  });

  it("dates every entry with the given lastmod", () => {
    const count = locs(xml).length;
    expect(xml.match(new RegExp(`<lastmod>${LASTMOD}</lastmod>`, "g"))).toHaveLength(count);
  });

  it("uses whatever site URL it is given", () => {
    const other = sitemapXml(sitePages, "http://localhost:8080", LASTMOD);
    expect(locs(other)).toContain("http://localhost:8080/about");
    expect(other).not.toContain(SITE);
  });
});

describe("robotsTxt", () => {
  const txt = robotsTxt(SITE);

  it("points at the sitemap on the given site", () => {
    expect(txt).toMatch(new RegExp(`^Sitemap: ${SITE.replaceAll(".", "\\.")}/sitemap\\.xml$`, "m"));
  });

  it("lets every crawler in and keeps the thank-you pages out", () => {
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).not.toMatch(/^Disallow: \/$/m);
    expect(txt).toMatch(/^Disallow: \/thank-you\/$/m);
  });
});
