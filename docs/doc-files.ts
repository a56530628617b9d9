/** What the docs checks read and how: README.md and every Markdown file under docs/, the
 * project's files, the leads command's subcommands, and the links, paths and comments in text. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

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

export const docFiles = () => ["README.md", ...markdownFiles()];

/** The leads command's subcommands (cli/leads-args.ts, and cli/main.ts's backup commands). */
export const cliCommands = () =>
  new Set([
    ...[...readFileSync("cli/leads-args.ts", "utf8").matchAll(/^ {2}([a-z]+): \{ options:/gm)].map(
      (m) => m[1]!,
    ),
    ...[...readFileSync("cli/main.ts", "utf8").matchAll(/command === "([a-z]+)"/g)].map(
      (m) => m[1]!,
    ),
  ]);

/** Relative Markdown links: `[text](path)` and `[text](path#anchor)`, not web addresses. */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Repository paths in code spans: `app/root.tsx`, `tests/e2e/`. Build output and data are made at
 * run time. */
export function repositoryPaths(text: string): string[] {
  const top =
    "(?:\\.ci|app|admin|server|cli|scripts|tools|tests|content|shared|docs|deploy|public)";
  return [...text.matchAll(new RegExp(`\`(${top}/[A-Za-z0-9_.\\-/\\[\\]]*)\``, "g"))]
    .map((m) => m[1]!)
    .filter((path) => !path.includes("*"));
}

/** Every file of the project's own, from its top folders (not dependencies, builds or data). */
export function projectFiles(dir = "."): string[] {
  const skip = new Set(["node_modules", "build", "data", ".git", ".node", ".tmp", ".react-router"]);
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if ((dir === "." && skip.has(entry.name)) || entry.name === "node_modules") continue;
    const path = dir === "." ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) found.push(...projectFiles(path));
    else found.push(path);
  }
  return found;
}

/** The comments of a source file: `// …` lines and `/* … *\/` blocks. */
export function comments(source: string): string[] {
  return source.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
}

/** Paths under a top folder, and bare file names (`digest.ts`), written in prose. */
export function namedFiles(text: string): { paths: string[]; bare: string[] } {
  const top =
    "(?:\\.ci|app|admin|server|cli|scripts|tools|tests|content|shared|docs|deploy|public)";
  const paths = [
    ...text.matchAll(new RegExp(`(?<![\\w./-])(${top}/[\\w.\\-/\\[\\]]*[\\w\\]/])`, "g")),
  ]
    .map((m) => m[1]!)
    // A Markdown link's text ends in "]"; a route file's name holds "[" too.
    .map((path) => (path.includes("[") ? path : path.replace(/\]+$/, "")))
    .filter((path) => !path.includes("*"));
  const bare = [
    ...text.matchAll(/(?<![\w./-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|css|md))\b(?![\w/-])/g),
  ].map((m) => m[1]!);
  return { paths, bare };
}
