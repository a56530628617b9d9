/**
 * The small site the server tests serve instead of the production build: a
 * home page (with its CSP hashes and compressed copies), /about with its data,
 * /contact, the not-found page and the three thank-you pages
 * (tests/fixtures/site). A test of the server needs no `npm run build`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSiteFiles, type SiteFiles } from "../../../server/http/static-files";
import { ROOT } from "./build";

export const FIXTURE_SITE = join(ROOT, "tests/fixtures/site");

let files: SiteFiles | undefined;

/** The fixture site, read once per test file. */
export const fixtureSite = (): SiteFiles => (files ??= loadSiteFiles(FIXTURE_SITE));

/** The hashes a built page's CSP must allow, as the build listed them in `root`/csp.json. */
export function cspHashesOf(root: string, page: string) {
  const csp = JSON.parse(readFileSync(join(root, "csp.json"), "utf8")) as {
    pages: Record<string, string[]>;
    styles: Record<string, string[]>;
  };
  return { scripts: csp.pages[page]!, styles: csp.styles[page]! };
}
