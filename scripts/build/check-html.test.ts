import { globSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "./built-pages";
import { checkHtml } from "./check-html";

const dir = mkdtempSync(join(tmpdir(), "check-html-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Nu HTML Checker on every prerendered page", () => {
  it(
    "finds no HTML error (and does find one in a page made wrong on purpose)",
    async () => {
      const pages = globSync(`${BUILD_DIR}/**/*.html`);
      expect(pages.length).toBeGreaterThan(30);
      // The control: a <style> in <body>, as the home styles once were. One
      // Java run checks it with the pages, so the check is seen to work.
      const wrong = join(dir, "style-in-body.html");
      writeFileSync(
        wrong,
        '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p>x</p><style>p{color:red}</style></body></html>',
      );
      const errors = await checkHtml([...pages, wrong]);
      expect(errors.filter((e) => e.file !== wrong)).toEqual([]);
      expect(errors.map((e) => e.message)).toEqual([
        expect.stringMatching(/“style” element in “body”/),
      ]);
    },
    // One JVM start and 38 pages: about 15 s of CPU, longer on a busy machine.
    300_000,
  );
});
