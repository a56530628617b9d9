import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FALLBACKS_CSS, fallbackCss } from "./fallbacks";

describe("the web fonts' fallback faces", () => {
  it("are the ones fontaine computes from the site's cuts, not edited by hand", async () => {
    expect(readFileSync(FALLBACKS_CSS, "utf8")).toBe(await fallbackCss());
  });

  it("override all four metrics of each local face", async () => {
    const css = await fallbackCss();
    const faces = css.split("@font-face").slice(1);
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      for (const metric of ["size-adjust", "ascent-override", "descent-override"])
        expect(face).toMatch(new RegExp(`${metric}: \\d+(\\.\\d+)?%;`));
      expect(face).toContain("line-gap-override: 0%;");
    }
  });
});
