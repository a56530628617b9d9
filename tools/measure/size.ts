/** `npm run size`: per route, gzipped JS and CSS at start, HTML (to the dialogs and whole), JS
 * after start and the counting JS, against budgets.json; exits non-zero when over. Method:
 * docs/measuring.md. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { dialogIds } from "../../app/components/dialogs/dialogs";
import { landingPages } from "../../content/landing-pages/index";
import { BUILD_DIR, builtPages } from "../../scripts/build/built-pages";
import { printTable } from "./lib/figures";

const budgets = JSON.parse(readFileSync("budgets.json", "utf8")) as {
  jsKb: number;
  afterStartJsKb: number;
  countingJsKb: number;
  cssKb: number;
  landingHtmlKb: number;
  fontKb: number;
};
const landing = new Set(landingPages.map((p) => `/${p.slug}`));
const cache = new Map<string, number>();
const gz = (file: string) => {
  let n = cache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(BUILD_DIR, file)), { level: 9 }).length;
    cache.set(file, n);
  }
  return n;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** What a page loads at start: every script its module scripts and preload links name
 * (scripts/build/defer-hydration.ts), linked stylesheets, and inline styles. */
export function pageAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(m[1]!);
  for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const m of script[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  }
  for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(m[1]!);
  const inlineCss = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1]!)
    .join("");
  return { js: [...js], css: [...css], inlineCss };
}

const importsCache = new Map<string, { static: string[]; dynamic: string[] }>();
/** A built chunk's imports (`/assets/…` paths): rolldown writes `from"./x.js"`, `import"./x.js"`
 * and import(`./x.js`). */
function importsOf(file: string) {
  let found = importsCache.get(file);
  if (!found) {
    const code = readFileSync(join(BUILD_DIR, file), "utf8");
    const abs = (name: string) => `/assets/${name}`;
    found = {
      static: [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => abs(m[1]!)),
      dynamic: [...code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((m) =>
        abs(m[1]!),
      ),
    };
    importsCache.set(file, found);
  }
  return found;
}

/** The visit beacon's chunk: loaded once the after-start code has arrived, counted apart (0041). */
const isCounting = (file: string) => /\/beacon-[\w-]+\.js$/.test(file);

/** The modules a page can load after start: what its start-up modules import(), with their
 * imports, leaving out what only the visit beacon loads (`countingOnly`, apart). */
export function afterStart(startJs: string[]): { later: string[]; countingOnly: string[] } {
  const later = reachable(startJs, isCounting);
  const counting = reachable(startJs).filter((f) => !later.includes(f));
  return { later, countingOnly: counting };
}

function reachable(startJs: string[], skip: (file: string) => boolean = () => false): string[] {
  const start = new Set(startJs);
  const later = new Set<string>();
  const queue = startJs.flatMap((f) => importsOf(f).dynamic);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (start.has(file) || later.has(file) || skip(file)) continue;
    later.add(file);
    queue.push(...importsOf(file).static, ...importsOf(file).dynamic);
  }
  return [...later];
}

/** Brotli at the quality the build uses: what the server actually sends. */
const br = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const rows: string[][] = [];
const over: string[] = [];
for (const page of builtPages()) {
  const { js, css, inlineCss } = pageAssets(page.html);
  const jsBytes = js.reduce((sum, f) => sum + gz(f), 0);
  const { later, countingOnly } = afterStart(js);
  const laterBytes = later.reduce((sum, f) => sum + gz(f), 0);
  const countingBytes = countingOnly.reduce((sum, f) => sum + gz(f), 0);
  const cssBytes =
    css.reduce((sum, f) => sum + gz(f), 0) +
    (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0);
  const htmlBytes = br(page.html);
  const dialogsAt = page.html.indexOf(`<dialog id="${dialogIds.contact}"`);
  if (dialogsAt < 0) over.push(`${page.path}: the site dialogs are not in the page`);
  else if (page.html.includes('<script type="module"', dialogsAt))
    over.push(`${page.path}: the start-up script comes after the site dialogs, not before`);
  const firstPartBytes = br(page.html.slice(0, dialogsAt < 0 ? undefined : dialogsAt));
  rows.push([
    page.path,
    kb(jsBytes),
    kb(cssBytes),
    kb(jsBytes + cssBytes),
    kb(firstPartBytes),
    kb(htmlBytes),
    kb(laterBytes),
    kb(countingBytes),
  ]);
  if (countingBytes / 1000 > budgets.countingJsKb)
    over.push(`${page.path}: counting JS ${kb(countingBytes)} KB > ${budgets.countingJsKb} KB`);
  if (laterBytes / 1000 > budgets.afterStartJsKb)
    over.push(`${page.path}: JS after start ${kb(laterBytes)} KB > ${budgets.afterStartJsKb} KB`);
  if (jsBytes / 1000 > budgets.jsKb)
    over.push(`${page.path}: JS ${kb(jsBytes)} KB > ${budgets.jsKb} KB`);
  if (cssBytes / 1000 > budgets.cssKb)
    over.push(`${page.path}: CSS ${kb(cssBytes)} KB > ${budgets.cssKb} KB`);
  if (landing.has(page.path) && firstPartBytes / 1000 > budgets.landingHtmlKb) {
    over.push(
      `${page.path}: HTML before the dialogs ${kb(firstPartBytes)} KB > ${budgets.landingHtmlKb} KB`,
    );
  }
}

// Web fonts as served (woff2 is compressed already): every cut the build emits, which a visitor
// loads once the first page is idle; no page preloads one (docs/decisions/0048).
const fontDir = join(BUILD_DIR, "assets");
const fonts = readdirSync(fontDir).filter((f) => f.endsWith(".woff2"));
for (const page of builtPages()) {
  if (/<link rel="preload"[^>]* as="font"/.test(page.html))
    over.push(`${page.path}: preloads a font, which the first paint would then wait for`);
}
const fontSize = (f: string) => statSync(join(fontDir, f)).size;
const fontBytes = fonts.reduce((sum, f) => sum + fontSize(f), 0);
if (fontBytes / 1000 > budgets.fontKb)
  over.push(`fonts: ${kb(fontBytes)} KB > ${budgets.fontKb} KB`);

const header = [
  "route",
  "JS KB gz",
  "CSS KB gz",
  "total KB gz",
  "HTML to dialogs KB br",
  "HTML KB br",
  "JS after start KB gz",
  "counting JS KB gz",
];
printTable(header, rows);
console.log(
  `web fonts, loaded once a page is idle: ${fonts.map((f) => `${f} ${kb(fontSize(f))} KB`).join(", ")}; ${kb(fontBytes)} KB in all (budget ${budgets.fontKb} KB)`,
);
console.log(
  `budgets: JS at start ≤ ${budgets.jsKb} KB and CSS ≤ ${budgets.cssKb} KB (gzip -9; CSS includes the inlined <style>), landing HTML up to the dialogs ≤ ${budgets.landingHtmlKb} KB (brotli 11, as served), JS after start ≤ ${budgets.afterStartJsKb} KB, counting JS (visit beacon, web-vitals) ≤ ${budgets.countingJsKb} KB`,
);
if (over.length > 0) {
  console.error(`Over budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log("size: all routes within budget");
