import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const STYLES = import.meta.dirname;
const sheets = [
  ...readdirSync(STYLES)
    .filter((f) => f.endsWith(".css"))
    .map((f) => join(STYLES, f)),
  join(STYLES, "..", "app.css"),
  join(STYLES, "..", "home.css"),
];

/** Every selector of a sheet's style rules (not at-rule preludes), comments removed. */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter(
      (prelude) => prelude !== "" && !prelude.startsWith("@") && !/^(from|to|\d)/.test(prelude),
    )
    .flatMap((prelude) => prelude.split(/,(?![^(]*\))/).map((s) => s.trim().replace(/\s+/g, " ")));
}

const COUNTING = /:nth-(last-)?(child|of-type)\(|:only-child|:(first|last)-of-type/;
/** A compound with no tag, class or id: every element of the page is matched against it. */
const universal = (compound: string) => /^(\*|:|$)/.test(compound);

/** Selectors that make the browser restyle a parent's children whenever any of them comes or
 * goes, anywhere on the page: a counting pseudo-class, or a sibling combinator, on a compound
 * with no tag, class or id (cards.css). */
function costlyPositional(selector: string): boolean {
  // Spaces inside an argument, as in `:nth-child(3n + 1)`, are not combinators.
  const flat = selector.replace(/\([^)]*\)/g, (arg) => arg.replace(/\s+/g, ""));
  const parts = flat.split(/\s*([>~+ ])\s*/);
  const compounds = parts.filter((_, i) => i % 2 === 0);
  const combinators = parts.filter((_, i) => i % 2 === 1);
  return compounds.some(
    (c, i) =>
      universal(c) &&
      (COUNTING.test(c) || (i > 0 && /[~+]/.test(combinators[i - 1]!) && COUNTING.test(selector))),
  );
}

describe("positional selectors", () => {
  it("finds the costly forms and lets the scoped ones pass", () => {
    expect(costlyPositional(".card-grid-3 > :nth-child(3n + 1):nth-last-child(4) ~ *")).toBe(true);
    expect(costlyPositional(".grid > :nth-child(odd)")).toBe(true);
    expect(costlyPositional(".grid > .card:nth-child(2) ~ *")).toBe(true);
    expect(costlyPositional(".grid > .card:nth-child(3n + 1):nth-last-child(4) ~ .card")).toBe(
      false,
    );
    expect(costlyPositional(".list li:last-child")).toBe(false);
    expect(costlyPositional(".measure > :first-child")).toBe(false);
    expect(
      selectorsOf("/* a, b { */ .a > .b:nth-child(2),\n.c { x: 1 } @media (w) { a:is(.d, .e){} }"),
    ).toEqual([".a > .b:nth-child(2)", ".c", "a:is(.d, .e)"]);
  });

  it("no sheet counts siblings on a compound that every element is matched against", () => {
    const costly = sheets.flatMap((file) =>
      selectorsOf(readFileSync(file, "utf8"))
        .filter(costlyPositional)
        .map((s) => `${file.slice(STYLES.length - "styles".length)}: ${s}`),
    );
    expect(costly).toEqual([]);
  });
});
