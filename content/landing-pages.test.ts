import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import about from "./about";
import areas from "./areas-served";
import contact from "./contact-page";
import home from "./home";
import { findLandingPage, landingPages } from "./landing-pages/index";
import privacy from "./legal/privacy";
import terms from "./legal/terms";
import { SPEC_LANDING_PATHS, SPEC_TRADE_PATHS } from "../tests/fixtures/spec-lists";
import { landingPageSchema, type LandingPage, type PageMeta } from "./landing-legal-schema";
import services from "./services";
import brief from "./website-brief";

const folder = join(dirname(fileURLToPath(import.meta.url)), "landing-pages");

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Sentences of a paragraph, normalised; short ones ("Call us today.") are ignored. */
function sentences(paragraph: string, minWords = 6): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+/)
    .map(normalise)
    .filter((s) => s.split(" ").length >= minWords);
}

const pageSentences = (p: LandingPage) =>
  [p.intro, ...p.localMarket.paragraphs].flatMap((para) => sentences(para));

describe("the landing-page index", () => {
  it("lists every content file in content/landing-pages/", () => {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    const index = readFileSync(join(folder, "index.ts"), "utf8");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(index, `${file}.ts is not imported by index.ts`).toContain(`from "./${file}"`);
    }
    // ...and each file's page really is in the exported list, under its own name.
    expect(landingPages.map((p) => p.slug).sort()).toEqual([...files].sort());
  });

  // A page added later (one file plus its index line, docs/configuration.md) comes after the spec's
  // 25.
  it("starts with the 25 pages of the spec's route table, in its order, with unique slugs", () => {
    const slugs = landingPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(SPEC_LANDING_PATHS).toHaveLength(25);
    expect(slugs.slice(0, SPEC_LANDING_PATHS.length).map((s) => `/${s}`)).toEqual(
      SPEC_LANDING_PATHS,
    );
  });

  it("marks the five trade pages as trade pages with a trade, and the rest as city pages", () => {
    for (const p of landingPages) {
      const isTrade = SPEC_TRADE_PATHS.includes(`/${p.slug}`);
      expect(p.kind, p.slug).toBe(isTrade ? "trade" : "city");
      if (isTrade) expect(p.trade, p.slug).toBeTruthy();
    }
  });

  it("finds each page by its slug and nothing else", () => {
    for (const p of landingPages) expect(findLandingPage(p.slug)).toBe(p);
    expect(findLandingPage("web-design-nowhere-wv")).toBeUndefined();
  });
});

describe.each(landingPages.map((p) => [p.slug, p] as const))("%s", (slug, page) => {
  it("matches its slug's state", () => {
    expect(slug.endsWith(`-${page.state.toLowerCase()}`)).toBe(true);
  });

  it("names its city in the intro", () => {
    expect(page.intro).toContain(page.city);
  });

  it("keeps its intro to at most three sentences, so its buttons follow on a phone's first screen", () => {
    expect(sentences(page.intro, 1).length).toBeLessThanOrEqual(3);
  });

  it('has a heading "Professional Web Design Services …" naming its city and state', () => {
    expect(page.heading.startsWith("Professional Web Design Services")).toBe(true);
    expect(page.heading).toContain(page.city);
    expect(page.heading).toMatch(new RegExp(`\\b${page.state}\\b`));
  });
});

describe("landing-page copy", () => {
  it("splits sentences as the uniqueness check expects", () => {
    expect(
      sentences("One two three four five six. Short one! Seven eight nine ten eleven  Twelve?"),
    ).toEqual(["one two three four five six.", "seven eight nine ten eleven twelve?"]);
  });

  it("shares no sentence between two pages' intro and local-market paragraphs", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const p of landingPages) {
      for (const s of new Set(pageSentences(p))) {
        const other = seen.get(s);
        if (other) shared.push(`${p.slug} and ${other}: "${s}"`);
        else seen.set(s, p.slug);
      }
    }
    expect(shared).toEqual([]);
  });

  it("gives every page a title and description used by no other page of the site", () => {
    const others: [string, PageMeta][] = [
      ["home", home.meta],
      ["about", about.meta],
      ["services", services.meta],
      ["contact", contact.meta],
      ["areas-served", areas.meta],
      ["websites-contact", brief.meta],
      ["terms", terms.meta],
      ["privacy", privacy.meta],
    ];
    const all: [string, PageMeta][] = [
      ...landingPages.map((p) => [p.slug, p.meta] as [string, PageMeta]),
      ...others,
    ];
    for (const key of ["title", "description"] as const) {
      const owners = new Map<string, string[]>();
      for (const [name, meta] of all) {
        const value = normalise(meta[key]);
        owners.set(value, [...(owners.get(value) ?? []), name]);
      }
      const duplicates = [...owners].filter(([, names]) => names.length > 1);
      expect(duplicates, `duplicate ${key}s`).toEqual([]);
    }
  });
});

describe("landingPageSchema", () => {
  const valid = landingPages[0]!;

  it("accepts a valid page", () => {
    expect(landingPageSchema.safeParse(structuredClone(valid)).success).toBe(true);
  });

  it("rejects a page with 5 services", () => {
    const page = { ...structuredClone(valid), services: valid.services.slice(0, 5) };
    const result = landingPageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain("services");
  });

  it("rejects a page with 7 industries", () => {
    const page = { ...structuredClone(valid), industries: valid.industries.slice(0, 7) };
    const result = landingPageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain("industries");
  });

  it("rejects a page with 9 service areas", () => {
    const page = {
      ...structuredClone(valid),
      serviceAreas: [...valid.serviceAreas, "Somewhere Else"],
    };
    const result = landingPageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain("serviceAreas");
  });
});
