import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import about from "./about";
import { business } from "./business";
import home from "./home";
import privacy from "./legal/privacy";
import terms from "./legal/terms";
import services from "./services";
import testimonials from "./testimonials";
import { SPEC_OTHER_INDUSTRIES, SPEC_PRIVACY_SECTIONS } from "../tests/fixtures/spec-lists";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A dollar sign, or a number given as money or as a rate ("150 dollars", "99/mo", "40 per
 * hour"). */
const PRICE =
  /\$|[€£]|\bUSD\b|\b\d[\d,.]*\s*(?:k\b)?\s*(?:dollars?|bucks)\b|\b\d[\d,.]*\s*\/\s*(?:mo|month|hr|hour|yr|year|user)\b|\b\d[\d,.]*\s+(?:per|a|an)\s+(?:hour|month|year|user|seat|page)\b/i;

describe('home copy against the spec (docs/spec.md, "Home")', () => {
  it("lists the nine other industries, in the spec's order", () => {
    expect(home.industries.items).toEqual(SPEC_OTHER_INDUSTRIES);
  });

  it("gives the illustration the spec's sample figures and version", () => {
    expect(home.sampleStatus.map((s) => `${s.label} ${s.value}`)).toEqual([
      "CPU 42",
      "Memory 68",
      "Storage 31",
      "Network 23",
    ]);
    expect(home.sampleVersion).toBe("v2.5.0");
  });
});

describe("services copy", () => {
  it("has unique block titles and ids", () => {
    expect(new Set(services.blocks.map((b) => b.title)).size).toBe(4);
    expect(new Set(services.blocks.map((b) => b.id)).size).toBe(4);
  });
});

describe("copy drawn from copy, not invented", () => {
  const words = (t: string) => t.toLowerCase().replace(/[^a-z ]/g, "");

  it("says the founder's pull quote once: not again in the founder's paragraphs", () => {
    const paragraphs = words(about.founder.paragraphs.join(" "));
    expect(paragraphs).not.toContain(words(about.founder.pullQuote));
  });

  it("draws what the founder does from the founder's own paragraphs, not the founding date", () => {
    const paragraphs = words(about.founder.paragraphs.join(" "));
    for (const f of about.founder.facts) {
      expect(paragraphs, f.label).toContain(words(f.label).slice(0, 4));
      expect(f.value).not.toMatch(/\d{4}/);
    }
  });

  it("draws each of Our Vision's points from its paragraphs' words", () => {
    const vision = new Set(words(about.vision.paragraphs.join(" ")).split(" "));
    for (const point of about.vision.points) {
      const unknown = words(point)
        .split(" ")
        .filter((w) => !vision.has(w) && !["and", "that", "is", "rather", "the"].includes(w));
      expect(unknown, point).toEqual([]);
    }
  });

  it("names in the protection band only practices the service blocks offer", () => {
    const offered = words(
      services.blocks.map((b) => [b.description, ...b.features].join(" ")).join(" "),
    );
    for (const practice of ["remote access", "restore testing", "written policies", "vendor"]) {
      expect(offered).toContain(practice);
      expect(words(JSON.stringify(services.protection))).toContain(practice);
    }
  });
});

describe("no public pricing", () => {
  it("detects a price when there is one", () => {
    for (const sample of ["from $99", "1,500 dollars", "49/mo", "120 per hour", "€50", "10 USD"]) {
      expect(sample, sample).toMatch(PRICE);
    }
    for (const sample of ['"progress":72', "within 24 hours", "founded in 2023", "six features"]) {
      expect(sample, sample).not.toMatch(PRICE);
    }
  });

  it.each([
    ["services", services],
    ["home", home],
    ["about", about],
  ])("%s copy has no dollar sign or price figure", (_name, content) => {
    const text = JSON.stringify(content);
    expect(text.match(PRICE)?.[0]).toBeUndefined();
  });
});

describe("Terms of Service", () => {
  // docs/spec.md, "Screens and routes": the nine sections, in this order.
  const expected: RegExp[] = [
    /^Introduction$/,
    /^Use Licen[cs]e$/,
    /^Disclaimers?$/,
    /^Limitations?( of Liability)?$/,
    /^Accuracy( of Materials)?$/,
    /^Links$/,
    /^Modifications$/,
    /^Governing Law$/,
    /^Contact( Information| Us)?$/,
  ];

  it("has nine sections in the spec's order", () => {
    expect(terms.sections).toHaveLength(9);
    terms.sections.forEach((section, i) => expect(section.heading).toMatch(expected[i]!));
  });

  it("was last updated May 1, 2025", () => {
    expect(terms.lastUpdated).toBe("May 1, 2025");
  });

  it("is governed by the law of West Virginia", () => {
    expect(JSON.stringify(terms.sections[7])).toMatch(/laws of the State of West Virginia/);
  });

  it("gives the business's contact details in its last section", () => {
    const last = JSON.stringify(terms.sections[8]);
    expect(last).toContain(business.email);
    expect(last).toContain(business.phone.display);
  });
});

describe("Privacy Policy", () => {
  const text = JSON.stringify(privacy);

  it("has the spec's eleven sections, in order", () => {
    expect(privacy.sections.map((s) => s.heading)).toEqual(SPEC_PRIVACY_SECTIONS);
  });

  it("was last updated November 28, 2026", () => {
    expect(privacy.lastUpdated).toBe("November 28, 2026");
  });

  it("says how visits are counted: no cookie, a daily key, Do Not Track, retention", () => {
    const automatic = JSON.stringify(privacy.sections[2]);
    expect(automatic).toMatch(/without cookies/);
    expect(automatic).toMatch(/random key that is made new each day and deleted after two days/);
    expect(automatic).toMatch(/IP address and user-agent string are not stored or logged/);
    expect(automatic).toMatch(
      /Do Not Track or Global Privacy Control signal, the script sends nothing/,
    );
    expect(automatic).toMatch(/90 days/);
    expect(automatic).toMatch(/25 months/);
    expect(automatic).toMatch(/page speed measurements/);
    expect(JSON.stringify(privacy.sections[5])).toMatch(/uses no cookie/);
    expect(text).not.toMatch(/do not use analytics software/);
    expect(text).not.toMatch(/does not create a record about you/);
  });

  it("gives the privacy e-mail address from the business module", () => {
    expect(text).toContain(business.privacyEmail);
    expect(JSON.stringify(privacy.sections[10])).toContain(business.privacyEmail);
  });

  it("is not intended for children under 16 and deletes their data", () => {
    const children = JSON.stringify(privacy.sections[8]);
    expect(children).toMatch(/not intended for children under 16/);
    expect(children).toMatch(/child under 16, we will delete it/);
  });

  it("says personal information is not sold", () => {
    expect(JSON.stringify(privacy.sections[4])).toMatch(
      /do not sell your personal information to third parties/i,
    );
  });

  it("lists the rights to access, correct, delete, restrict or object, and portability", () => {
    const rights = privacy.sections[7]!.list ?? [];
    const names = rights.map((r) => r.split(":")[0]!.trim().toLowerCase());
    expect(names).toEqual(["access", "correct", "delete", "restrict or object", "portability"]);
  });
});

describe("other page copy", () => {
  it("gives each testimonial a different first name", () => {
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length);
  });

  it('gives each "What We Do" card on the about page a different title', () => {
    const titles = about.whatWeDo.cards.map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("business constants live in one module", () => {
  const SOURCE = /\.(ts|tsx|js|mjs|jsx|css|html|json)$/;
  const isTest = (f: string) => /\.test\.(ts|tsx)$/.test(f) || /\.spec\.(ts|tsx)$/.test(f);

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "node_modules" ? [] : files(path);
      return SOURCE.test(name) && !isTest(name) ? [path] : [];
    });
  }

  // Derived from the module itself, so this file does not spell them out either.
  const phoneFragment = business.phone.display.slice(-8); // "555-0147"
  const phoneDigits = business.phone.e164.slice(-7); // "5550147"
  const emailDomain = `@${business.email.split("@")[1]}`; // "@lexcore.example"

  it("knows what it is looking for", () => {
    expect(phoneFragment).toMatch(/^\d{3}-\d{4}$/);
    expect(emailDomain).toMatch(/^@[a-z0-9.-]+\.[a-z]+$/);
  });

  it("no component, content, shared or server file hard-codes the phone or e-mail", () => {
    const offenders: string[] = [];
    const scanned = ["app", "content", "shared", "server"].flatMap((d) => files(join(root, d)));
    expect(scanned.length).toBeGreaterThan(20);
    for (const file of scanned) {
      const rel = relative(root, file).replaceAll("\\", "/");
      // The facts themselves, as the repository has them.
      if (rel === "content/business-facts.ts") continue;
      const text = readFileSync(file, "utf8");
      for (const needle of [phoneFragment, phoneDigits, emailDomain]) {
        if (text.includes(needle)) offenders.push(`${rel}: ${needle}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
