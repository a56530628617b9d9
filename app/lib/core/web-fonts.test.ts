import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FALLBACK_CLASS, FONTS_KEY, headScript, WEB_FONTS } from "./web-fonts";

/** Runs the head script against a stand-in for the page: its storage, root and font faces. */
function run(stored: string | null | "throws", mark = "/assets/inter-site-new.woff2") {
  const root = { className: "" };
  const loads: string[] = [];
  const faces = ["Inter Variable", "Source Serif 4 Variable"].map((family) => ({
    load: () => loads.push(family),
  }));
  const storage = new Proxy(
    {},
    {
      get: (_, key) => {
        if (stored === "throws") throw new Error("SecurityError");
        return key === FONTS_KEY ? stored : undefined;
      },
    },
  );
  const document = {
    documentElement: root,
    fonts: { forEach: (f: (face: (typeof faces)[number]) => void) => faces.forEach(f) },
  };
  new Function("localStorage", "document", headScript(mark))(storage, document);
  return { rootClass: root.className, loads };
}

describe("the head script", () => {
  it("draws a first visit in the fallbacks and asks for no font", () => {
    expect(run(null)).toEqual({ rootClass: FALLBACK_CLASS, loads: [] });
  });

  it("starts loading the faces at once when the current cuts are cached", () => {
    expect(run("/assets/inter-site-new.woff2")).toEqual({
      rootClass: "",
      loads: ["Inter Variable", "Source Serif 4 Variable"],
    });
  });

  it("takes a mark of an older cut, or storage it may not read, as a first visit", () => {
    expect(run("/assets/inter-site-old.woff2")).toEqual({ rootClass: FALLBACK_CLASS, loads: [] });
    expect(run("throws")).toEqual({ rootClass: FALLBACK_CLASS, loads: [] });
  });
});

describe("the web fonts' faces", () => {
  const tokens = readFileSync("app/styles/tokens.css", "utf8");
  const rules = [...tokens.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);

  it("are the @font-face rules' families and weights, each optional", () => {
    const fromCss = rules.map((r) => [
      /font-family:\s*"([^"]+)"/.exec(r)?.[1],
      /font-weight:\s*([\d ]+);/.exec(r)?.[1],
      /font-display:\s*(\w+)/.exec(r)?.[1],
    ]);
    expect(fromCss).toEqual(WEB_FONTS.map(([family, , weight]) => [family, weight, "optional"]));
  });

  it("are named by no font stack under the fallbacks' class", () => {
    const rule = new RegExp(`\\.${FALLBACK_CLASS}\\s*{([^}]*)}`).exec(tokens)?.[1] ?? "";
    expect(rule).toMatch(/--font-sans:/);
    expect(rule).toMatch(/--font-serif:/);
    for (const [family] of WEB_FONTS) expect(rule).not.toContain(family);
  });
});
