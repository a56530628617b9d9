/** The home stylesheet is applied on every page once "/" may be next (applyHomeStyles), so each of
 * its rules must match only inside the home page's own parts. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const HOME_CSS = "app/home.css";
const HOME_PARTS = /^app\/(components\/home\/|routes\/home\.tsx$)/;

/** The files app/home.css imports. */
function homeSheets() {
  const entry = readFileSync(HOME_CSS, "utf8");
  return [...entry.matchAll(/@import\s+"\.\/([^"]+)"/g)].map((m) => `app/${m[1]}`);
}

/** Every selector of a sheet (comments, at-rule preludes and keyframe steps left out). */
function selectors(css: string) {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...plain.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((s) => !s.startsWith("@") && !/^(from|to|[\d.]+%)(\s*,\s*[\d.]+%)*$/.test(s))
    .flatMap((s) => s.split(","))
    .map((s) => s.trim());
}

/** The words in the string literals of the app's components outside the home page's parts: the
 * class names they can set. */
function classWordsElsewhere() {
  const words = new Set<string>();
  const files = readdirSync("app", { recursive: true, encoding: "utf8" })
    .map((f) => `app/${f}`)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !HOME_PARTS.test(f));
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g))
      for (const word of (m[1] ?? m[2] ?? m[3] ?? "").split(/[\s{}$]+/)) words.add(word);
  }
  return words;
}

describe("the home page's own stylesheet", () => {
  const sheets = homeSheets();
  const elsewhere = classWordsElsewhere();

  it("imports the home page's sheets", () => {
    expect(sheets).toEqual([
      "app/styles/home-sections.css",
      "app/styles/illustration.css",
      "app/styles/home-bands.css",
    ]);
  });

  it("has only rules that need a class no other page's parts set", () => {
    const open: string[] = [];
    for (const sheet of sheets)
      for (const selector of selectors(readFileSync(sheet, "utf8"))) {
        const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
        if (!classes.some((c) => !elsewhere.has(c))) open.push(`${sheet}: ${selector}`);
      }
    expect(open).toEqual([]);
  });

  it("finds a class set elsewhere", () => {
    // The check's own check: the call to action's quiet button is set outside the home page.
    expect(elsewhere.has("btn-quiet")).toBe(true);
  });
});
