/** V8's per-file compile hint (docs/decisions/0031, 0053): a script beginning with this comment
 * has all its functions compiled when it loads (while it streams in, off the main thread, when
 * it is large enough; Chromium 136+; others ignore it). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk with React, React Router and the site's shell (vite.config.ts). */
export const SHELL_CHUNK = "shell";

/** Besides the shell, what a tap runs for the first time: the navigation aids (its listeners,
 * reading ahead, the scroll) and each page's body, every one a chunk of its own (0053). */
const TAPPED =
  /app[\\/]components[\\/](layout[\\/]NavigationAids|home[\\/]HomePage|pages[\\/]\w+(Page|View))\.tsx$/;

/** Rolldown's `postBanner` (after minification): the hint for the shell and the chunks a tap
 * runs; the others (the forms, the counting) are not run by a tap. */
export const compileHint = (chunk: { name: string; facadeModuleId?: string | null }) =>
  chunk.name === SHELL_CHUNK || TAPPED.test(chunk.facadeModuleId ?? "") ? COMPILE_HINT : "";

/** The names of the chunks `compileHint` marks besides the shell (Rolldown names a chunk after
 * its file), from the sources in `root`. */
export function tappedChunks(root = "."): string[] {
  return ["layout", "home", "pages"].flatMap((folder) =>
    readdirSync(join(root, "app/components", folder))
      .filter((f) => TAPPED.test(`app/components/${folder}/${f}`))
      .map((f) => f.replace(/\.tsx$/, "")),
  );
}

/** What is wrong with the hints in a build's assets: one shell chunk, and it and each of the
 * `tapped` chunks beginning with the hint. */
export function checkCompileHint(assetsDir: string, tapped: string[] = []): string[] {
  const files = readdirSync(assetsDir).filter((f) => f.endsWith(".js"));
  const hinted = (f: string) =>
    readFileSync(join(assetsDir, f), "utf8").split("\n", 1)[0] === COMPILE_HINT;
  const problems: string[] = [];
  for (const name of [SHELL_CHUNK, ...tapped]) {
    const chunks = files.filter((f) => f.startsWith(`${name}-`));
    if (chunks.length !== 1) {
      problems.push(`${chunks.length} ${name} chunks in ${assetsDir}, expected one`);
      continue;
    }
    if (!hinted(chunks[0]!))
      problems.push(`${chunks[0]} does not begin with the compile hint (${COMPILE_HINT})`);
  }
  return problems;
}
