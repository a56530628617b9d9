import { describe, expect, it } from "vitest";
import { notFoundPath } from "../content/site-map";
import type { BuiltPage } from "./built-pages";
import { headersFile, scriptHashes, sha256 } from "./csp";

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
  const file = headersFile(pages, scriptHashes(pages));

  it("gives each page a CSP with the hashes of its own inline scripts", () => {
    const home = blockFor(file, "/")!.find((l) => l.startsWith("Content-Security-Policy:"))!;
    expect(home).toContain(`'${sha256("one()")}'`);
    expect(home).not.toContain(`'${sha256("two()")}'`);
  });

  it("keeps the not-found page, answered 200 by a static host, out of search results", () => {
    expect(blockFor(file, notFoundPath)).toContain("X-Robots-Tag: noindex");
    expect(blockFor(file, "/")!.some((l) => l.startsWith("X-Robots-Tag"))).toBe(false);
  });
});
