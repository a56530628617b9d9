import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cliCommands,
  comments,
  docFiles,
  namedFiles,
  projectFiles,
  relativeLinks,
  repositoryPaths,
} from "./doc-files";

const files = docFiles();

const allFiles = projectFiles();
const baseNames = new Set(allFiles.map((f) => basename(f)));

/** A path exists as written, as a module without its extension, or as a record's number. */
function resolves(path: string): boolean {
  if (existsSync(path)) return true;
  if (/^docs\/decisions\/\d{4}$/.test(path))
    return allFiles.some((f) => f.startsWith(`${path}-`) && f.endsWith(".md"));
  return [".ts", ".tsx", ".mjs", ".css"].some((ext) => existsSync(path + ext));
}

describe("the docs name only what exists", () => {
  it("finds the links and paths it checks", () => {
    expect(relativeLinks("see [a](docs/x.md#top), [b](https://e.example/)")).toEqual(["docs/x.md"]);
    expect(repositoryPaths("in `app/root.tsx` and `tests/e2e/`, not `npm test`")).toEqual([
      "app/root.tsx",
      "tests/e2e/",
    ]);
  });

  it("finds the files that comments and prose name", () => {
    expect(comments("a(); // see app/x.ts\n/* and\n y.css */ b();")).toEqual([
      "// see app/x.ts",
      "/* and\n y.css */",
    ]);
    expect(namedFiles("in server/leads/digest.ts, or digest.ts. Not x.example/app/y")).toEqual({
      paths: ["server/leads/digest.ts"],
      bare: ["digest.ts"],
    });
    expect(namedFiles("[docs/x.md](docs/x.md) and app/routes/[id].tsx").paths).toEqual([
      "docs/x.md",
      "docs/x.md",
      "app/routes/[id].tsx",
    ]);
  });

  for (const file of files) {
    it(file, () => {
      const text = readFileSync(file, "utf8");
      const missing = [
        ...relativeLinks(text).map((link) => normalize(join(dirname(file), link))),
        ...repositoryPaths(text),
      ].filter((path) => !existsSync(path));
      missing.push(...namedFiles(text).paths.filter((path) => !resolves(path)));
      // A decision record is dated history: it may name a file of its day.
      if (!file.startsWith("docs/decisions/0"))
        missing.push(...namedFiles(text).bare.filter((name) => !baseNames.has(name)));
      expect(missing).toEqual([]);
    });
  }
});

describe("code comments name only what exists", () => {
  const sources = allFiles.filter(
    (f) =>
      /\.(ts|tsx|mjs|js|css)$/.test(f) &&
      !f.includes("fixtures/") &&
      f !== "docs/docs-check.test.ts" &&
      f !== "docs/doc-files.ts",
  );
  it("reads the project's sources", () => {
    expect(sources).toContain("server/index.ts");
  });
  for (const file of sources) {
    it(file, () => {
      const named = comments(readFileSync(file, "utf8")).map(namedFiles);
      const missing = [
        ...named.flatMap((n) => n.paths).filter((path) => !resolves(path)),
        ...named.flatMap((n) => n.bare).filter((name) => !baseNames.has(name)),
      ];
      expect(missing).toEqual([]);
    });
  }
});

/** Numbered rounds of work ("stop 44", "round 2", "issue 55"): a figure or record names a day
 * and a commit, and a doc says what holds, not which ticket changed it. */
export function numberedRounds(text: string): string[] {
  return [...text.matchAll(/\b(?:stops?|rounds?|sessions?|issues?)\s+#?\d+/gi)].map((m) => m[0]);
}

describe("figures and records are dated by day and commit", () => {
  it("finds numbered rounds of work", () => {
    expect(numberedRounds("Stop 44 (2026-11-26), round 2; stops 3 and 200 ms; issue 55")).toEqual([
      "Stop 44",
      "round 2",
      "stops 3",
      "issue 55",
    ]);
  });

  for (const file of files) {
    it(file, () => {
      expect(numberedRounds(readFileSync(file, "utf8"))).toEqual([]);
    });
  }
});

describe("the decisions index", () => {
  const index = readFileSync("docs/decisions/README.md", "utf8");
  const records = readdirSync("docs/decisions").filter((f) => /^\d{4}-.*\.md$/.test(f));

  it("lists every record", () => {
    expect(records.filter((f) => !index.includes(`](${f})`))).toEqual([]);
  });

  it("says why a number below the last has no record", () => {
    const numbers = new Set(records.map((f) => Number(f.slice(0, 4))));
    const gaps = Array.from({ length: Math.max(...numbers) }, (_, i) => i + 1)
      .filter((n) => !numbers.has(n))
      .map((n) => String(n).padStart(4, "0"));
    const prose = index.slice(0, index.indexOf("## Records"));
    expect(gaps.filter((n) => !prose.includes(n))).toEqual([]);
  });
});

/** The records marked "(superseded by navigation.md)" in the index. */
export function supersededRecords(index: string): string[] {
  return [...index.matchAll(/^- \[(\d{4})\]\(.*\(superseded by navigation\.md\)$/gm)].map(
    (m) => m[1]!,
  );
}

/** Where `text` cites one of `records` by number ("docs/decisions/0026", "(0024, 0025)"). */
export function citations(text: string, records: string[]): string[] {
  if (!records.length) return [];
  return [...text.matchAll(new RegExp(`\\b(${records.join("|")})\\b`, "g"))].map((m) => m[1]!);
}

describe("navigation's history retired", () => {
  const superseded = supersededRecords(readFileSync("docs/decisions/README.md", "utf8"));
  /** The records themselves, their index, navigation.md (which names what it supersedes) and
   * the dated figures of each step keep the numbers; everything else cites navigation.md. */
  const history = /^docs\/(decisions\/|navigation\.md$|figures\.md$)/;

  it("finds the superseded records and their citations", () => {
    expect(
      supersededRecords(
        "- [0017](0017-x.md): A (superseded by navigation.md)\n- [0018](0018-y.md): B",
      ),
    ).toEqual(["0017"]);
    expect(citations("see docs/decisions/0026, 0027 and 10026", ["0026", "0027"])).toEqual([
      "0026",
      "0027",
    ]);
    expect(superseded).toContain("0026");
  });

  it("cites docs/navigation.md, not a superseded record, in code comments and docs", () => {
    const cited = allFiles
      .filter(
        (f) => !history.test(f) && !f.includes("fixtures/") && f !== "docs/docs-check.test.ts",
      )
      .filter((f) => /\.(ts|tsx|mjs|js|css|md)$/.test(f))
      .flatMap((f) => {
        const text = readFileSync(f, "utf8");
        const parts = f.endsWith(".md") ? [text] : comments(text);
        return parts.flatMap((part) => citations(part, superseded)).map((n) => `${f}: ${n}`);
      });
    expect(cited).toEqual([]);
  });
});

/** A module's source without its type-only imports and exports (`import type`, `export type`,
 * and braces holding only `type` names), which vanish from the JavaScript a browser runs. */
export function runtimeSource(source: string): string {
  return source.replace(
    /^(?:import|export)\s+(?:type\s[^;]*?|\{(?:\s*type\s+\w+(?:\s+as\s+\w+)?\s*,?)+\s*\})\s*from\s*"[^"]+";?/gm,
    "",
  );
}

/** The project files a module imports by relative path (static and dynamic imports, and
 * workers started with `new URL("./x.ts", import.meta.url)`); with `runtime`, not its type-only
 * imports. */
function relativeImports(file: string, runtime = false): string[] {
  const text = readFileSync(file, "utf8");
  const source = runtime ? runtimeSource(text) : text;
  const specs = [...source.matchAll(/(?:from|import|URL)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return specs
    .map((spec) => normalize(join(dirname(file), spec)))
    .map((base) =>
      ["", ".ts", ".tsx"]
        .map((ext) => base + ext)
        .find((path) => statSync(path, NO_THROW)?.isFile()),
    )
    .filter((path): path is string => path !== undefined);
}
const NO_THROW = { throwIfNoEntry: false } as const;

/** Every module reached by imports from the sources (not the tests) under `root`. With
 * `runtime`, what the browser runs: the imports that run only, from the modules outside the
 * route modules (whose loaders run at build time) and `*.server.ts`. */
function reachedFrom(root: string, runtime = false): Set<string> {
  const queue = allFiles.filter(
    (f) =>
      f.startsWith(`${root}/`) &&
      /\.tsx?$/.test(f) &&
      !/\.test\.tsx?$/.test(f) &&
      !(runtime && (f.startsWith(`${root}/routes/`) || f.includes(".server."))),
  );
  const seen = new Set(queue);
  while (queue.length) {
    for (const next of relativeImports(queue.pop()!, runtime)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe("a lead's path in docs/architecture.md", () => {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const start = doc.indexOf("## A lead's path");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  const named = new Set(repositoryPaths(section));
  const steps = [...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!);
  const rooms = ["app/lib/", "app/components/forms/", "shared/forms/", "server/leads/"];

  it("starts each step with a module that exists", () => {
    expect(steps.length).toBeGreaterThan(15);
    expect(steps.filter((path) => !existsSync(path))).toEqual([]);
  });

  /** The steps of the part of the path that starts at `heading` ("Browser:", "Server:"). */
  const stepsOf = (heading: string) => {
    const from = section.indexOf(`\n${heading}\n`);
    const to = section.indexOf("\n\n", section.indexOf("\n- ", from));
    return [...section.slice(from, to).matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!);
  };
  // The browser runs only what is imported at run time; a type's module is not on its path.
  for (const [heading, root, runtime] of [
    ["Browser:", "app", true],
    ["Server:", "server", false],
  ] as const) {
    it(`reaches every "${heading}" step by ${runtime ? "run-time " : ""}imports from ${root}/`, () => {
      const reached = reachedFrom(root, runtime);
      expect(stepsOf(heading).length).toBeGreaterThan(5);
      expect(stepsOf(heading).filter((path) => !reached.has(path))).toEqual([]);
    });
  }

  for (const step of steps.filter((path) => rooms.some((room) => path.startsWith(room)))) {
    it(`names what ${step} imports from the path's folders`, () => {
      const imported = relativeImports(step).filter((path) =>
        rooms.some((r) => path.startsWith(r)),
      );
      expect(imported.filter((path) => !named.has(path))).toEqual([]);
    });
  }
});

describe("the shape of the system in docs/architecture.md", () => {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const diagram = doc.slice(
    doc.indexOf("```", doc.indexOf("## The shape")),
    doc.indexOf("## A lead"),
  );
  /** The words after each "group:" on the diagram's lines below `cli/`. */
  const listed = diagram
    .slice(diagram.indexOf("\ncli/"))
    .split("\n")
    .flatMap((line) => [...line.matchAll(/[a-z]+:\s+([a-z, ]+?)(?=\s{2,}|$)/g)])
    .flatMap((m) => m[1]!.split(",").map((w) => w.trim()));

  it("finds the removal of type-only imports", () => {
    const source =
      'import type { A } from "./a";\nimport { type B, type C } from "./b";\nimport { d, type E } from "./d";\nexport type { F } from "./f";';
    expect(runtimeSource(source).trim()).toBe('import { d, type E } from "./d";');
  });

  it("lists every command of cli/ in the diagram, and no other", () => {
    const commands = cliCommands();
    expect(listed.length).toBeGreaterThan(10);
    expect([...commands].filter((c) => !listed.includes(c))).toEqual([]);
    expect(listed.filter((c) => !commands.has(c))).toEqual([]);
  });
});
