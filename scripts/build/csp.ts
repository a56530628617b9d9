/** Hashes of each page's inline scripts and styles, for a Content-Security-Policy without
 * 'unsafe-inline'. */
import { createHash } from "node:crypto";
import { securityHeaders } from "../../server/http/security-headers";
import { notFoundPath } from "../../content/site-map";
import { htmlFileFor, inlineScripts, inlineStyles, type BuiltPage } from "./built-pages";

export const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Relative HTML file → hashes of its inline scripts. */
export function scriptHashes(pages: BuiltPage[]): Record<string, string[]> {
  return Object.fromEntries(
    pages.map((p) => [htmlFileFor(p.path), [...new Set(inlineScripts(p.html).map(sha256))]]),
  );
}

/** Relative HTML file → hashes of its inline <style> elements (the inlined stylesheet). */
export function styleHashes(pages: BuiltPage[]): Record<string, string[]> {
  return Object.fromEntries(
    pages.map((p) => [htmlFileFor(p.path), [...new Set(inlineStyles(p.html).map(sha256))]]),
  );
}

/** Netlify-style `_headers`: shared headers for every path and each page's own CSP (one per
 * response). A static host serves /404 with status 200, so an X-Robots-Tag keeps it out of
 * search results there. */
export function headersFile(
  pages: BuiltPage[],
  hashes: Record<string, string[]>,
  styles: Record<string, string[]> = {},
): string {
  const { "Content-Security-Policy": _csp, ...shared } = securityHeaders([]);
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
  const blocks = [
    block("/*", shared),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
  ];
  for (const page of pages) {
    const file = htmlFileFor(page.path);
    const csp = securityHeaders(hashes[file] ?? [], styles[file] ?? [])["Content-Security-Policy"]!;
    blocks.push(
      block(page.path, {
        "Content-Security-Policy": csp,
        ...(page.path === notFoundPath ? { "X-Robots-Tag": "noindex" } : {}),
      }),
    );
  }
  return `${blocks.join("\n\n")}\n`;
}
