import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cut } from "../fonts/subset";
import { fonts, SITE_CHARACTERS, SYSTEM_FONT_CHARACTERS } from "../fonts/site-fonts";
import { builtPages } from "./built-pages";

/** Text as a visitor sees it: no scripts, styles or tags, entities decoded. */
function text(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, e: string) =>
      e === "nbsp" ? "\u00a0" : ({ amp: "&", lt: "<", gt: ">", quot: '"' } as const)[e as "amp"],
    );
}

/** Characters of `text` outside `characters` and the system font's, with a page that has each. */
function outside(characters: string, parts: { path: string; text: string }[]) {
  const known = new Set([...characters, ...SYSTEM_FONT_CHARACTERS, "\n", "\t", "\r"]);
  const missing: Record<string, string> = {};
  for (const part of parts) for (const c of part.text) if (!known.has(c)) missing[c] = part.path;
  return missing;
}

describe("the site's cuts of its fonts (docs/decisions/0039)", () => {
  const pages = builtPages();

  it("hold every character of every prerendered page, save those no site font has", () => {
    expect(
      outside(
        SITE_CHARACTERS,
        pages.map((p) => ({ path: p.path, text: text(p.html) })),
      ),
    ).toEqual({});
  });

  it("hold every character of the headings, quotes and the brand", () => {
    const serifText = pages.flatMap((p) =>
      [
        ...p.html.matchAll(/<(h1|h2|blockquote)[\s>][\s\S]*?<\/\1>/g),
        ...p.html.matchAll(/<a[^>]*class="brand-link"[\s\S]*?<\/a>/g),
      ].map((m) => ({ path: p.path, text: text(m[0]) })),
    );
    expect(serifText.length).toBeGreaterThan(pages.length);
    expect(outside(SITE_CHARACTERS, serifText)).toEqual({});
    // The control: a heading with a letter the cut lacks is found.
    expect(outside(SITE_CHARACTERS, [{ path: "/x", text: "Café" }])).toEqual({ é: "/x" });
  });

  it("are what `npm run fonts` writes from the installed packages", async () => {
    for (const font of fonts)
      expect(Buffer.compare(await cut(font), readFileSync(font.file)), font.file).toBe(0);
  });

  it("are the files the stylesheet names", () => {
    const css = readFileSync("app/styles/tokens.css", "utf8");
    for (const font of fonts) expect(css).toContain(`url("../${font.file.slice(4)}")`);
  });
});
