/**
 * Copy rules of the design review: what a careful reader would object to.
 * The lists below are the phrases that were taken out; they guard against
 * their return, not against every possible cliché.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import about from "./about";
import { business } from "./business";
import home from "./home";
import { landingPages } from "./landing-pages/index";
import { notFound } from "./not-found";
import services from "./services";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("trade pages", () => {
  const trades = landingPages.filter((p) => p.kind === "trade");

  it("are five", () => {
    expect(trades).toHaveLength(5);
  });

  it.each(trades.map((p) => [p.slug, p] as const))(
    '%s has the heading "Professional Web Design Services in {city} {state}" and names its trade in the intro',
    (_slug, page) => {
      expect(page.heading).toBe(`Professional Web Design Services in ${page.city} ${page.state}`);
      expect(page.intro.toLowerCase()).toContain(page.trade!.toLowerCase());
    },
  );
});

describe("copy", () => {
  const copy = JSON.stringify([landingPages, home, about, services]).toLowerCase();

  it.each([
    // belittling prospects or competitors
    "little more than a logo",
    "outdated website",
    "undersell",
    "off-the-shelf builds",
    // review gating: ask every customer, not only the satisfied ones
    "satisfied homeowners",
    "satisfied customers",
    "happy customers",
    // local expertise we cannot back
    "we know the roads",
    "we know how west virginia",
    "we know the rhythm",
    "we understand how",
    "already understand the area",
    "part of our own neighborhood",
    // clichés and puns
    "as hard as",
    "as solid as the roofs",
    "solid ground",
    "heart of",
    "under one roof",
    "writing a new chapter",
    "off their plate",
    "front and center",
    "from the first click",
    "fall through the cracks",
    "since day one",
  ])('does not say "%s"', (phrase) => {
    expect(copy).not.toContain(phrase);
  });

  it('spells "email" one way in every content and app file', () => {
    const files = [...sourceFiles(join(root, "content")), ...sourceFiles(join(root, "app"))];
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.filter((f) => /e-mail/i.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("addresses", () => {
  it("the not-found page offers the same address as every other page", () => {
    expect(notFound.supportLabel).toContain(business.email);
    expect(Object.values(business).filter((v) => typeof v === "string" && v.includes("@"))).toEqual(
      [business.email, business.privacyEmail],
    );
  });
});
