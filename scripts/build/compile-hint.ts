/**
 * V8's per-file compile hint (docs/decisions/0031). A script that begins with
 * this comment has all its functions compiled while it streams in, on a
 * background thread, instead of each one on the main thread at its first
 * call. Chromium reads it (136 and later); other browsers ignore a comment.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk with React, React Router and the site's shell (vite.config.ts). */
export const SHELL_CHUNK = "shell";

/**
 * Rolldown's `postBanner`, written after minification (which drops comments):
 * the hint for the shell chunk only. Every page runs that chunk, and a tap on
 * a link runs the parts of it that the page's start did not (React Router's
 * navigation, React's removal of the page left), which V8 otherwise compiles
 * inside the tap. The other chunks are left out: the route modules are small
 * and compiled at their first call, and each hinted chunk adds its 29 bytes to
 * the start-up JS of the pages that load it.
 */
export const compileHint = (chunk: { name: string }) =>
  chunk.name === SHELL_CHUNK ? COMPILE_HINT : "";

/** What is wrong with the hint in a build's assets: one shell chunk, beginning with it. */
export function checkCompileHint(assetsDir: string): string[] {
  const shells = readdirSync(assetsDir).filter(
    (f) => f.startsWith(`${SHELL_CHUNK}-`) && f.endsWith(".js"),
  );
  if (shells.length !== 1) {
    return [`${shells.length} ${SHELL_CHUNK} chunks in ${assetsDir}, expected one`];
  }
  const first = readFileSync(join(assetsDir, shells[0]!), "utf8").split("\n", 1)[0];
  return first === COMPILE_HINT
    ? []
    : [`${shells[0]} does not begin with the compile hint (${COMPILE_HINT})`];
}
