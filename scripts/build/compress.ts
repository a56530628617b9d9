/** Brotli and gzip copies of the built text files, each written only when smaller, made a few at
 * a time on the thread pool and kept in the build cache by the file's content. */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { walk } from "../../server/static-files";
import type { BuildCache } from "./build-cache";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data"]);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Runs `job` on each item, `width` at a time. */
export async function eachAtOnce<T>(
  items: readonly T[],
  width: number,
  job: (t: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
}

/** Writes `file.br` and `file.gz` beside each compressible file under `dir`; resolves to the
 * number of files compressed. */
export async function compressAll(dir: string, cache: BuildCache): Promise<number> {
  const files = [...walk(dir)].filter((f) => COMPRESSIBLE.has(extname(f)));
  await eachAtOnce(files, availableParallelism(), async (file) => {
    const body = readFileSync(file);
    const [br, gzipped] = await Promise.all([
      cache.through("br", body, () =>
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ),
      cache.through("gz", body, () => gz(body, { level: 9 })),
    ]);
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
  });
  return files.length;
}
