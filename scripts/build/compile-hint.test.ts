import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, checkCompileHint, compileHint, tappedChunks } from "./compile-hint";

describe("compileHint", () => {
  const chunk = (name: string, file?: string) => ({ name, facadeModuleId: file && `/w/${file}` });

  it("gives the hint to the shell and to the chunks a tap runs, by their file", () => {
    expect(compileHint(chunk("shell"))).toBe("//# allFunctionsCalledOnLoad");
    for (const file of [
      "app/components/layout/NavigationAids.tsx",
      "app/components/home/HomePage.tsx",
      "app/components/pages/AboutPage.tsx",
      "app/components/pages/LandingPageView.tsx",
    ])
      expect(compileHint(chunk("any", file)), file).toBe(COMPILE_HINT);
  });

  it("gives nothing to the chunks a tap does not run", () => {
    for (const [name, file] of [
      ["lead-form", undefined],
      ["forms", "shared/forms/forms.ts"],
      ["web-vitals", "node_modules/web-vitals/dist/web-vitals.js"],
      ["Footer", "app/components/layout/Footer.tsx"],
      ["FounderCard", "app/components/pages/FounderCard.tsx"],
      ["home", "app/routes/home.tsx"],
    ] as const)
      expect(compileHint(chunk(name, file)), name).toBe("");
  });

  it("names the tapped chunks from the site's pages", () => {
    const names = tappedChunks();
    expect(names).toEqual(expect.arrayContaining(["NavigationAids", "HomePage", "ContactPage"]));
    expect(names).toContain("LandingPageView");
    expect(names).not.toContain("FounderCard");
  });
});

describe("checkCompileHint", () => {
  let dir = "";
  const assets = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), "compile-hint-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("accepts a shell chunk that begins with the hint", () => {
    const d = assets({ "shell-Ab12.js": `${COMPILE_HINT}\nimport"./x.js";`, "home-Cd34.js": "x" });
    expect(checkCompileHint(d)).toEqual([]);
  });

  it("rejects a shell chunk without it, or with it anywhere but the first line", () => {
    expect(checkCompileHint(assets({ "shell-Ab12.js": `import"./x.js";` }))).toEqual([
      "shell-Ab12.js does not begin with the compile hint (//# allFunctionsCalledOnLoad)",
    ]);
    rmSync(dir, { recursive: true });
    expect(
      checkCompileHint(assets({ "shell-Ab12.js": `import"./x.js";\n${COMPILE_HINT}\n` })),
    ).toHaveLength(1);
  });

  it("rejects a tapped chunk without the hint, or missing", () => {
    const d = assets({
      "shell-A.js": COMPILE_HINT,
      "HomePage-B.js": "x",
      "AboutPage-C.js": COMPILE_HINT,
    });
    expect(checkCompileHint(d, ["HomePage", "AboutPage", "ContactPage"])).toEqual([
      "HomePage-B.js does not begin with the compile hint (//# allFunctionsCalledOnLoad)",
      `0 ContactPage chunks in ${d}, expected one`,
    ]);
  });

  it("rejects a build with no shell chunk or with two", () => {
    expect(checkCompileHint(assets({ "home-Cd34.js": COMPILE_HINT }))).toEqual([
      `0 shell chunks in ${dir}, expected one`,
    ]);
    rmSync(dir, { recursive: true });
    expect(
      checkCompileHint(assets({ "shell-A.js": COMPILE_HINT, "shell-B.js": COMPILE_HINT })),
    ).toHaveLength(1);
  });
});
