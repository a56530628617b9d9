/** Outputs of the slow post-build steps kept by the hash of their input, in the folder
 * BUILD_CACHE_DIR names: a publish (server/site/site-build.ts) re-makes only what its edit
 * changed. Unset, as in `npm run build`, nothing is read or kept. */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface BuildCache {
  /** The output kept for `kind` of `input`, made by `make` when there is none. */
  through(kind: string, input: string | Uint8Array, make: () => Promise<Buffer>): Promise<Buffer>;
  /** Removes every entry this build did not use: the cache holds one build's outputs at most. */
  prune(): void;
}

const keyOf = (kind: string, input: string | Uint8Array) =>
  `${kind}-${createHash("sha256").update(input).digest("hex")}`;

/** No cache: every output is made. */
const NONE: BuildCache = { through: (_kind, _input, make) => make(), prune: () => undefined };

export function buildCache(dir = process.env.BUILD_CACHE_DIR): BuildCache {
  if (!dir) return NONE;
  mkdirSync(dir, { recursive: true });
  const used = new Set<string>();
  return {
    async through(kind, input, make) {
      const key = keyOf(kind, input);
      used.add(key);
      const file = join(dir, key);
      try {
        return readFileSync(file);
      } catch {
        const body = await make();
        // Written under a temporary name and renamed: a build stopped halfway leaves no half file.
        writeFileSync(`${file}.part`, body);
        renameSync(`${file}.part`, file);
        return body;
      }
    },
    prune() {
      for (const name of readdirSync(dir))
        if (!used.has(name)) rmSync(join(dir, name), { force: true });
    },
  };
}
