/** V8's per-file compile hint (docs/decisions/0031): a script beginning with this comment is
 * compiled while it streams in, off the main thread (Chromium 136+; others ignore it). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk with React, React Router and the site's shell (vite.config.ts). */
export const SHELL_CHUNK = "shell";

/** Rolldown's `postBanner` (after minification): the hint for the shell chunk only, whose
 * navigation code a tap would otherwise compile; other chunks would each pay 29 bytes for
 * little (docs/decisions/0031). */
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
