/** Fails the build when a page lacks title, description, canonical, Open Graph, Twitter or
 * JSON-LD, shares a title, misses a share image, links dead, or has a segment React moved out
 * of place. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { knownPaths } from "../../content/site-map";
import {
  BUILD_DIR,
  canonicalOf,
  internalLinks,
  jsonLdBlocks,
  metaContent,
  styleAttributes,
  titleOf,
  type BuiltPage,
} from "./built-pages";

export const REQUIRED_META = [
  "description",
  "og:title",
  "og:description",
  "og:url",
  "og:type",
  "og:image",
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
];

export function checkPages(pages: BuiltPage[], dir = BUILD_DIR): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const page of pages) {
    const where = `${page.path}:`;
    const title = titleOf(page.html);
    if (!title) problems.push(`${where} no <title>`);
    else if (titles.has(title))
      problems.push(`${where} same title as ${titles.get(title)}: "${title}"`);
    else titles.set(title, page.path);
    for (const key of REQUIRED_META) {
      if (!metaContent(page.html, key)) problems.push(`${where} no ${key}`);
    }
    if (!canonicalOf(page.html)) problems.push(`${where} no canonical link`);
    if (!/<h1[\s>]/.test(page.html)) problems.push(`${where} no <h1>`);
    for (const style of styleAttributes(page.html)) {
      problems.push(`${where} inline style attribute (blocked by the CSP): style="${style}"`);
    }
    if (/<div hidden id="S:\d+">/.test(page.html)) {
      problems.push(`${where} content written out of place (React's hidden S: segment)`);
    }
    const blocks = jsonLdBlocks(page.html);
    if (blocks.length === 0) problems.push(`${where} no JSON-LD`);
    for (const block of blocks) {
      try {
        JSON.parse(block);
      } catch {
        problems.push(`${where} JSON-LD is not valid JSON`);
      }
    }
    const image = metaContent(page.html, "og:image");
    if (image) {
      const file = join(dir, new URL(image).pathname);
      if (!existsSync(file)) problems.push(`${where} share image missing: ${file}`);
    }
    for (const href of internalLinks(page.html)) {
      const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, "$1");
      if (!knownPaths.has(path) && !existsSync(join(dir, path))) {
        problems.push(`${where} dead internal link ${href}`);
      }
    }
  }
  return problems;
}
