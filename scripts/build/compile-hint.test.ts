import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, checkCompileHint, compileHint } from "./compile-hint";

describe("compileHint", () => {
  it("gives the shell chunk the hint and every other chunk nothing", () => {
    expect(compileHint({ name: "shell" })).toBe("//# allFunctionsCalledOnLoad");
    for (const name of ["home", "NavigationAids", "lead-form", "forms", "entry.client"]) {
      expect(compileHint({ name })).toBe("");
    }
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
