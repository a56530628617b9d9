/** Reading the prerendered pages back out of build/client, for the post-build steps. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundPath, sitePages } from "../../content/site-map";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build/client";

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

export const htmlFileFor = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1)}/index.html`;

export function builtPages(dir = BUILD_DIR): BuiltPage[] {
  return [...sitePages.map((p) => p.path), notFoundPath].map((path) => {
    const file = join(dir, htmlFileFor(path));
    if (!existsSync(file)) throw new Error(`Missing prerendered page for ${path}: ${file}`);
    return { path, file, html: readFileSync(file, "utf8") };
  });
}

const decode = (s: string) =>
  s
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta[^>]+(?:name|property)="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`, "i");
  const tag = html.match(re)?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decode(content);
}

export const titleOf = (html: string) => {
  const t = html.match(/<title>([^<]*)<\/title>/)?.[1];
  return t === undefined ? undefined : decode(t);
};

export const canonicalOf = (html: string) =>
  html.match(/<link[^>]+rel="canonical"[^>]*href="([^"]+)"/)?.[1];

/** Inline executable scripts (no src, not JSON-LD): the ones the CSP must hash. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    if (m[2] === "") continue;
    out.push(m[2]!);
  }
  return out;
}

/** Contents of the inline <style> elements: the CSP lists their hashes. */
export const inlineStyles = (html: string) =>
  [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

/** Inline style attributes: a CSP without 'unsafe-inline' in style-src blocks every one. */
export const styleAttributes = (html: string) =>
  [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)].map((m) => m[1]!);

export const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );

export const internalLinks = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"]*)"/g)].map((m) => decode(m[1]!));
