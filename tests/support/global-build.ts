/**
 * Vitest global setup: the server tests serve the real production build. When
 * there is none (a fresh clone, `npx vitest run` before any build), build it
 * once here; when that fails, stop with one message instead of a failure in
 * every suite. `npm test` builds first, so this finds the build in place.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, ROOT } from "./build";

/** The postbuild's last outputs: present only when a build ran to the end. */
const COMPLETE = ["index.html", "404/index.html", "csp.json", "index.html.br"];

export default function ensureBuild() {
  if (COMPLETE.every((f) => existsSync(join(BUILD_DIR, f)))) return;
  console.log(`vitest: no complete build in ${BUILD_DIR}; running npm run build once`);
  const run = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (run.status !== 0) {
    throw new Error(
      "vitest: the server tests need the production build, and `npm run build` failed (its output is above).",
    );
  }
}
