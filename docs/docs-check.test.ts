import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/** README.md and every Markdown file under docs/. */
function markdownFiles(dir = "docs"): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...markdownFiles(path));
    else if (entry.name.endsWith(".md")) found.push(path);
  }
  return found;
}
const files = ["README.md", ...markdownFiles()];

/** Relative Markdown links: `[text](path)` and `[text](path#anchor)`, not web addresses. */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Repository paths in code spans: `app/root.tsx`, `tests/e2e/`. Build output and data are made at run time. */
export function repositoryPaths(text: string): string[] {
  const top =
    "(?:\\.ci|app|admin|server|cli|scripts|tools|tests|content|shared|docs|deploy|public)";
  return [...text.matchAll(new RegExp(`\`(${top}/[A-Za-z0-9_.\\-/\\[\\]]*)\``, "g"))]
    .map((m) => m[1]!)
    .filter((path) => !path.includes("*"));
}

describe("the docs name only what exists", () => {
  it("finds the links and paths it checks", () => {
    expect(relativeLinks("see [a](docs/x.md#top), [b](https://e.example/)")).toEqual(["docs/x.md"]);
    expect(repositoryPaths("in `app/root.tsx` and `tests/e2e/`, not `npm test`")).toEqual([
      "app/root.tsx",
      "tests/e2e/",
    ]);
  });

  for (const file of files) {
    it(file, () => {
      const text = readFileSync(file, "utf8");
      const missing = [
        ...relativeLinks(text).map((link) => normalize(join(dirname(file), link))),
        ...repositoryPaths(text),
      ].filter((path) => !existsSync(path));
      expect(missing).toEqual([]);
    });
  }
});
