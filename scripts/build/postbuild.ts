/** After `react-router build`: share images, sitemap, robots, CSP hashes, `_headers`, the
 * metadata and link check, then brotli and gzip copies. The share images and the copies are kept
 * by content in BUILD_CACHE_DIR when it is set (a publish: server/site/site-build.ts). */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sitePages } from "../../content/site-map";
import { resolveSiteUrl } from "../../content/site-url";
import { buildCache } from "./build-cache";
import { BUILD_DIR, builtPages } from "./built-pages";
import { checkPages } from "./check-build";
import { checkCompileHint } from "./compile-hint";
import { compressAll } from "./compress";
import { headersFile, scriptHashes, styleHashes } from "./csp";
import { deferHydration } from "./defer-hydration";
import { robotsTxt, sitemapXml } from "./seo-files";
import { writeShareImages } from "./share-images";

const started = Date.now();
const siteUrl = resolveSiteUrl();
const cache = buildCache();
// The SPA fallback is for hosts that rewrite unknown paths; ours answer them with the 404 page.
rmSync(join(BUILD_DIR, "__spa-fallback.html"), { force: true });

const pages = builtPages();
deferHydration(pages);
const images = await writeShareImages(pages, BUILD_DIR, cache);
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
const compressed = await compressAll(BUILD_DIR, cache);
cache.prune();
console.log(
  `postbuild: ${pages.length} pages checked, ${images} share images, sitemap for ${siteUrl}, ${compressed} files compressed in ${Date.now() - started} ms`,
);
