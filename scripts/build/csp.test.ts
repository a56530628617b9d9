import { describe, expect, it } from "vitest";
import { notFoundPath } from "../../content/site-map";
import type { BuiltPage } from "./built-pages";
import { headersFile, scriptHashes, sha256, styleHashes } from "./csp";

const page = (path: string, html: string): BuiltPage => ({ path, file: `/tmp${path}`, html });

/** The header lines of one path's block in a `_headers` file. */
const blockFor = (file: string, path: string) =>
  file
    .split("\n\n")
    .find((b) => b.split("\n")[0] === path)
    ?.split("\n")
    .slice(1)
    .map((line) => line.trim());

describe("_headers for static hosts", () => {
  const pages = [
    page("/", "<html><body><script>one()</script></body></html>"),
    page(notFoundPath, "<html><body><script>two()</script></body></html>"),
  ];
  pages.push(page("/about", "<html><head><style>body{color:red}</style></head></html>"));
  const file = headersFile(pages, scriptHashes(pages), styleHashes(pages));
  const cspOf = (path: string) =>
    blockFor(file, path)!.find((l) => l.startsWith("Content-Security-Policy:"))!;

  it("gives each page a CSP with the hashes of its own inline scripts", () => {
    const home = blockFor(file, "/")!.find((l) => l.startsWith("Content-Security-Policy:"))!;
    expect(home).toContain(`'${sha256("one()")}'`);
    expect(home).not.toContain(`'${sha256("two()")}'`);
  });

  it("allows the inlined stylesheet by its hash, with no 'unsafe-inline' and nothing by default", () => {
    expect(cspOf("/about")).toContain(`style-src 'self' '${sha256("body{color:red}")}'`);
    for (const path of ["/", "/about", notFoundPath]) {
      expect(cspOf(path)).not.toContain("unsafe-inline");
      expect(cspOf(path)).toContain("default-src 'none'");
      expect(cspOf(path)).toContain("worker-src 'self'");
      expect(cspOf(path)).toContain("connect-src 'self'");
    }
  });

  it("keeps the not-found page, answered 200 by a static host, out of search results", () => {
    expect(blockFor(file, notFoundPath)).toContain("X-Robots-Tag: noindex");
    expect(blockFor(file, "/")!.some((l) => l.startsWith("X-Robots-Tag"))).toBe(false);
  });
});
