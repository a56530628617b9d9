/** The repository's shape (docs/architecture.md, "Rules a check enforces"): rooms of at most
 * 22 source files, no source file over 300 lines, no comment line over the 100-column width,
 * no two modules with one file name, and the store's engines behind server/leads/'s door. */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { commentRanges } from "./support/source/comment-lines";

export const MAX_FILES_IN_FOLDER = 22;
export const MAX_LINES = 300;
export const PRINT_WIDTH = 100;
/** server/'s root holds the app and its start; HTTP, the runtime and the database are rooms. */
export const MAX_SERVER_ROOT = 10;

const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;
/** Recorded fixtures (captured HTML, a small site) are not written by hand. */
const FIXTURE = /(^|\/)fixtures\//;

/** The project's source files, tracked or new (not ignored). */
function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => SOURCE.test(f) && !FIXTURE.test(f))
    .filter((f, i, all) => all.indexOf(f) === i)
    .filter((f) => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false; // deleted but not yet committed
      }
    });
}

/** The folders the cap leaves out, each with why; docs/architecture.md names each. */
export const EXEMPT_FOLDERS: Record<string, string> = {
  "content/landing-pages": "a landing page is one file plus its line in index.ts (rule 2)",
};

/** Folders holding more than `max` source files directly, tests (each beside its module) and
 * `exempt` folders aside. */
export function crowdedFolders(
  files: string[],
  max = MAX_FILES_IN_FOLDER,
  exempt: Record<string, string> = EXEMPT_FOLDERS,
): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    if (TEST.test(file) || dirname(file) in exempt) continue;
    counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > max).map(([dir, n]) => `${dir}/ (${n} files)`);
}

/** Names a framework gives (route modules are named by their URL). */
const FRAMEWORK_NAME =
  /(^|\/)(routes\/[^/]+|root\.tsx|entry\.(client|server)\.tsx|routes\.ts|(vite|react-router)\.config\.ts)$/;

/** `name: a, b` for each file name that two modules share, so a name found in an import, a
 * stack trace or a search means one file (tests, content and framework names aside). */
export function sharedNames(files: string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    if (!/\.(ts|tsx|mjs|js)$/.test(file) || TEST.test(file) || /^content\//.test(file)) continue;
    if (FRAMEWORK_NAME.test(file)) continue;
    const name = file.slice(file.lastIndexOf("/") + 1);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName]
    .filter(([, all]) => all.length > 1)
    .map(([n, all]) => `${n}: ${all.join(", ")}`);
}

/** `file (N lines)` when the text is longer than `max` lines. */
export function tooLong(file: string, text: string, max = MAX_LINES): string[] {
  const lines = text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
  return lines > max ? [`${file} (${lines} lines)`] : [];
}

/** A lint or type-check directive, which must stay on one line. */
const DIRECTIVE = /^\s*\{?\s*(\/\/|\/\*)\s*(eslint-|@ts-|prettier-ignore)/;

/** `file:line (N columns)` for each line holding a comment that is wider than `width`
 * (directives aside). */
export function wideCommentLines(file: string, text: string, width = PRINT_WIDTH): string[] {
  const ranges = commentRanges(file, text);
  const found: string[] = [];
  let offset = 0;
  text.split("\n").forEach((line, i) => {
    const end = offset + line.length;
    const inComment = ranges.some(([from, to]) => from < end && to > offset);
    if (line.length > width && inComment && !DIRECTIVE.test(line)) {
      found.push(`${file}:${i + 1} (${line.length} columns)`);
    }
    offset = end + 1;
  });
  return found;
}

describe("the checks", () => {
  it("count a folder's source files, tests and exempt folders aside", () => {
    const many = (dir: string, n: number, ext = ".ts") =>
      Array.from({ length: n }, (_, i) => `${dir}/f${i}${ext}`);
    expect(crowdedFolders([...many("app/x", 23), ...many("app/y", 22)])).toEqual([
      "app/x/ (23 files)",
    ]);
    expect(crowdedFolders([...many("content/x", 23), ...many("tests/y", 23)])).toEqual([
      "content/x/ (23 files)",
      "tests/y/ (23 files)",
    ]);
    expect(
      crowdedFolders([...many("content/x", 30), ...many("app/z", 30, ".test.ts")], 22, {
        "content/x": "why",
      }),
    ).toEqual([]);
  });

  it("find a file name that two modules share, tests and framework names aside", () => {
    expect(sharedNames(["server/a/db.ts", "server/b/db.ts", "app/db.test.ts"])).toEqual([
      "db.ts: server/a/db.ts, server/b/db.ts",
    ]);
    expect(
      sharedNames([
        "app/root.tsx",
        "admin/app/root.tsx",
        "app/routes/x.tsx",
        "admin/app/routes/x.tsx",
      ]),
    ).toEqual([]);
    expect(sharedNames(["a/x.test.ts", "b/x.test.ts", "content/p.ts", "content/q/p.ts"])).toEqual(
      [],
    );
  });

  it("find a long file and a wide comment line, not a wide line of code", () => {
    expect(tooLong("a.ts", "x\n".repeat(301))).toEqual(["a.ts (301 lines)"]);
    expect(tooLong("a.ts", "x\n".repeat(300))).toEqual([]);
    const wide = "x".repeat(95);
    const text = `// ${wide}\nconst s = "${wide}";\n/* ok */ f();\n`;
    expect(wideCommentLines("a.ts", text)).toEqual([]);
    expect(wideCommentLines("a.ts", `// ${wide}${wide}\nconst s = "${wide}${wide}";\n`)).toEqual([
      "a.ts:1 (193 columns)",
    ]);
    expect(wideCommentLines("a.css", `/* ${wide}${wide} */\n`)).toEqual(["a.css:1 (196 columns)"]);
    expect(wideCommentLines("a.ts", `// eslint-disable-next-line ${wide}\n`)).toEqual([]);
  });
});

describe("the repository's shape", () => {
  const files = sourceFiles();
  const read = (file: string) => readFileSync(file, "utf8");

  it("reads the sources", () => {
    expect(files).toContain("server/index.ts");
  });

  it(`has no folder with more than ${MAX_FILES_IN_FOLDER} source files directly in it`, () => {
    expect(crowdedFolders(files)).toEqual([]);
  });

  it(`keeps at most ${MAX_SERVER_ROOT} modules at server/'s root, each concern in a room`, () => {
    const root = files.filter((f) => /^server\/[^/]+$/.test(f) && !TEST.test(f));
    expect(root.length, root.join(", ")).toBeLessThanOrEqual(MAX_SERVER_ROOT);
  });

  it("names each folder the cap leaves out in docs/architecture.md", () => {
    const doc = read("docs/architecture.md");
    expect(Object.keys(EXEMPT_FOLDERS).filter((dir) => !doc.includes(`\`${dir}/\``))).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    expect(files.flatMap((file) => tooLong(file, read(file)))).toEqual([]);
  });

  it("has no two modules with one file name", () => {
    expect(sharedNames(files)).toEqual([]);
  });

  it(`has no comment line wider than ${PRINT_WIDTH} columns`, () => {
    expect(files.flatMap((file) => wideCommentLines(file, read(file)))).toEqual([]);
  });
});

/** The import patterns ESLint refuses in `file` (its `no-restricted-imports` rule). */
async function refusedImports(eslint: ESLint, file: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(file)) as {
    rules?: Record<string, [unknown, { patterns?: { regex: string }[] }?]>;
  };
  return (config.rules?.["no-restricted-imports"]?.[1]?.patterns ?? []).map((p) => p.regex);
}

describe("the store's engines behind server/leads/'s door", () => {
  const ENGINE = "(^|/)store/(sqlite|postgres)/";
  const rooms = readdirSync("server/leads", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "store")
    .map((entry) => entry.name);

  it("keeps every room of server/leads/ but store/ from importing an engine", async () => {
    const eslint = new ESLint();
    expect(rooms.length).toBeGreaterThan(4);
    const open: string[] = [];
    for (const room of [...rooms, "a-new-room"]) {
      const file = `server/leads/${room}/any.ts`;
      if (!(await refusedImports(eslint, file)).includes(ENGINE)) open.push(file);
    }
    expect(open).toEqual([]);
  });
});
