/** After `react-router build`: share images, sitemap, robots, CSP hashes, `_headers`, the
 * metadata and link check, then brotli and gzip copies. */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sitePages } from "../../content/site-map";
import { resolveSiteUrl } from "../../content/site-url";
import { walk } from "../../server/http/static-files";
import { BUILD_DIR, builtPages } from "./built-pages";
import { checkPages } from "./check-build";
import { checkCompileHint } from "./compile-hint";
import { headersFile, scriptHashes, styleHashes } from "./csp";
import { deferHydration } from "./defer-hydration";
import { robotsTxt, sitemapXml } from "./seo-files";
import { writeShareImages } from "./share-images";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data"]);

function compressAll(dir: string) {
  let count = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

const started = Date.now();
const siteUrl = resolveSiteUrl();
// The SPA fallback is for hosts that rewrite unknown paths; ours answer them with the 404 page.
rmSync(join(BUILD_DIR, "__spa-fallback.html"), { force: true });

const pages = builtPages();
deferHydration(pages);
const images = await writeShareImages(pages);
writeFileSync(
  join(BUILD_DIR, "sitemap.xml"),
  sitemapXml(sitePages, siteUrl, new Date().toISOString().slice(0, 10)),
);
writeFileSync(join(BUILD_DIR, "robots.txt"), robotsTxt(siteUrl));

const hashes = scriptHashes(pages);
const styles = styleHashes(pages);
writeFileSync(join(BUILD_DIR, "csp.json"), JSON.stringify({ pages: hashes, styles }, null, 2));
writeFileSync(join(BUILD_DIR, "_headers"), headersFile(pages, hashes, styles));

const problems = [...checkPages(pages), ...checkCompileHint(join(BUILD_DIR, "assets"))];
if (problems.length > 0) {
  console.error(`Build check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const compressed = compressAll(BUILD_DIR);
console.log(
  `postbuild: ${pages.length} pages checked, ${images} share images, sitemap for ${siteUrl}, ${compressed} files compressed in ${Date.now() - started} ms`,
);
