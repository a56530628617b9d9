/** After `react-router build`: share images, sitemap, robots, CSP hashes, `_headers`, the
 * metadata and link check, then brotli and gzip copies. The share images and the copies are kept
 * by content in BUILD_CACHE_DIR when it is set (a publish: server/site/site-build.ts). */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sitePages } from "../../content/site-map";
import { resolveSiteUrl } from "../../content/site-url";
import { buildCache } from "./build-cache";
import { BUILD_DIR, builtPages } from "./built-pages";
import { checkPages } from "./check-build";
import { checkCompileHint, tappedChunks } from "./compile-hint";
import { compressAll } from "./compress";
import { headersFile, scriptHashes, styleHashes } from "./csp";
import { deferHydration } from "./defer-hydration";
import { robotsTxt, sitemapXml } from "./seo-files";
import { writeShareImages } from "./share-images";

export class BuildCheckError extends Error {}

/** Runs the steps over the built client folder `dir`; resolves to a line saying what it did. */
export async function postbuild(dir = BUILD_DIR): Promise<string> {
  const started = Date.now();
  const siteUrl = resolveSiteUrl();
  const cache = buildCache();
  // The SPA fallback is for hosts that rewrite unknown paths; ours answer them with the 404 page.
  rmSync(join(dir, "__spa-fallback.html"), { force: true });

  const pages = builtPages(dir);
  deferHydration(pages);
  const images = await writeShareImages(pages, dir, cache);
  writeFileSync(
    join(dir, "sitemap.xml"),
    sitemapXml(sitePages, siteUrl, new Date().toISOString().slice(0, 10)),
  );
  writeFileSync(join(dir, "robots.txt"), robotsTxt(siteUrl));

  const hashes = scriptHashes(pages);
  const styles = styleHashes(pages);
  writeFileSync(join(dir, "csp.json"), JSON.stringify({ pages: hashes, styles }, null, 2));
  writeFileSync(join(dir, "_headers"), headersFile(pages, hashes, styles));

  const problems = [
    ...checkPages(pages, dir),
    ...checkCompileHint(join(dir, "assets"), tappedChunks()),
  ];
  if (problems.length > 0)
    throw new BuildCheckError(
      `Build check failed (${problems.length}):\n  ${problems.join("\n  ")}`,
    );
  const compressed = await compressAll(dir, cache);
  cache.prune();
  return `postbuild: ${pages.length} pages checked, ${images} share images, sitemap for ${siteUrl}, ${compressed} files compressed in ${Date.now() - started} ms`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(await postbuild());
  } catch (error) {
    console.error(error instanceof BuildCheckError ? error.message : error);
    process.exit(1);
  }
}
