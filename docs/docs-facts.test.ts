/** The docs against package.json and cli/: every command a doc names exists, and the stack's
 * versions and pins in docs/architecture.md are package.json's. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cliCommands as readCliCommands, docFiles } from "./doc-files";

const files = docFiles();

/** The package scripts and the leads command's subcommands (cli/leads-args.ts, cli/main.ts). */
const scripts = new Set(Object.keys(packageJson().scripts));
const cliCommands = readCliCommands();

function packageJson(): {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
} {
  return JSON.parse(readFileSync("package.json", "utf8"));
}

/** Commands a doc tells a person to run: `npm run x`, `npm start`, `npm run leads -- y`, `leads
 * y`. */
export function namedCommands(text: string): { scripts: string[]; cli: string[] } {
  return {
    scripts: [...text.matchAll(/\bnpm (?:run ([a-z][\w-]*(?::[\w-]+)?)|(start|test)\b)/g)].map(
      (m) => m[1] ?? m[2]!,
    ),
    cli: [
      ...[...text.matchAll(/\bnpm run leads -- ([a-z][\w-]*)/g)].map((m) => m[1]!),
      ...[...text.matchAll(/`leads ([a-z][\w-]*)/g)].map((m) => m[1]!),
    ],
  };
}

describe("commands named in the docs exist", () => {
  it("finds the commands a doc names", () => {
    expect(
      namedCommands("`npm run size`, npm start, `npm run leads -- spam 3`, `leads traffic`"),
    ).toEqual({ scripts: ["size", "start", "leads"], cli: ["spam", "traffic"] });
    expect(cliCommands).toContain("spam");
    expect(cliCommands).toContain("backup");
  });

  for (const file of files) {
    it(file, () => {
      const named = namedCommands(readFileSync(file, "utf8"));
      expect([
        ...named.scripts.filter((name) => !scripts.has(name)).map((name) => `npm run ${name}`),
        ...named.cli.filter((name) => !cliCommands.has(name)).map((name) => `leads ${name}`),
      ]).toEqual([]);
    });
  }

  it("the README's command list names every leads command", () => {
    const readme = readFileSync("README.md", "utf8");
    const row = readme.split("\n").find((line) => line.includes("`npm run leads -- …`"))!;
    expect([...cliCommands].filter((name) => !new RegExp(`\\b${name}\\b`).test(row))).toEqual([]);
  });
});

describe("versions and pins named in docs/architecture.md", () => {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const pkg = packageJson();
  const versions: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
  const major = (name: string) => versions[name]!.replace(/^[\^~]/, "").split(".")[0];
  const packages: Record<string, string> = {
    React: "react",
    "React Router": "react-router",
    TypeScript: "typescript",
    Vite: "vite",
    "Tailwind CSS": "tailwindcss",
    zod: "zod",
    Fastify: "fastify",
    Vitest: "vitest",
    Lighthouse: "lighthouse",
    ESLint: "eslint",
  };

  for (const [name, pkgName] of Object.entries(packages)) {
    it(`names ${name} at package.json's major version`, () => {
      const said = [...doc.matchAll(new RegExp(`(?<![\\w-])${name} (\\d+)\\b`, "g"))].map(
        (m) => m[1],
      );
      expect(said.length).toBeGreaterThan(0);
      expect(said.filter((v) => v !== major(pkgName))).toEqual([]);
    });
  }

  it("names Node.js at .nvmrc's major version", () => {
    const nvmrc = readFileSync(".nvmrc", "utf8").trim().split(".")[0];
    expect(doc).toContain(`Node.js ${nvmrc}`);
  });

  it("lists exactly the dependencies that carry a range", () => {
    const ranged = Object.keys(versions).filter((name) => !/^\d/.test(versions[name]!));
    const sentence = doc.slice(doc.indexOf("except these, which carry"));
    const listed = [...sentence.slice(0, sentence.indexOf(".\n")).matchAll(/`([^`]+)`/g)]
      .map((m) => m[1]!)
      .filter((name) => name !== "^");
    expect(listed.sort()).toEqual(ranged.sort());
  });
});
