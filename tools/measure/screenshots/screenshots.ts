/** `npm run screenshots [-- --readme --routes /,/about --widths 375,1280]`: full-page PNGs of every
 * route with reduced motion into .screenshots/; `--readme` also writes the README's WebP pictures
 * to docs/screenshots/ (docs/measuring.md). */
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Page, chromium } from "playwright-core";
import sharp from "sharp";
import { notFoundPath } from "../../../content/site-map";
import { openRoute, settle } from "../lib/browser";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { allRoutes, siteOrigin } from "../lib/server";

const OUT = ".screenshots";
const README_DIR = "docs/screenshots";
const README_BUDGET = 1.5 * 1024 * 1024;
/** Viewport height; full-page shots grow to the page's height. */
const HEIGHT = 812;
/** The landing page the README shows. */
const README_LANDING = "/web-design-lewisburg-wv";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    routes: { type: "string" },
    widths: { type: "string", default: "375,1280" },
    readme: { type: "boolean", default: false },
  },
});
const list = (s: string | undefined) =>
  s
    ?.split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const widths = list(values.widths)!.map(Number);
const routes = list(values.routes) ?? allRoutes();
if (values.readme) {
  for (const w of [375, 1280]) if (!widths.includes(w)) widths.push(w);
  for (const r of ["/", README_LANDING]) if (!routes.includes(r)) routes.push(r);
}

/** File name of a route's picture: home, about, web-design-roanoke-va, not-found. */
const fileName = (route: string) =>
  route === "/"
    ? "home"
    : route === notFoundPath
      ? "not-found"
      : route.slice(1).replaceAll("/", "-");
const shotPath = (width: number, name: string) => join(OUT, String(width), `${name}.png`);

/** A full-page capture does not scroll, so `content-visibility: auto` sections would be blank:
 * drawing them all through the CSSOM (the CSP allows it) changes no layout. */
const DRAW_ALL = `(() => {
  for (const el of document.querySelectorAll("*")) {
    if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  }
})()`;

async function openContactDialog(page: Page) {
  const contact = page.getByRole("button", { name: "Contact Us" }).first();
  if (!(await contact.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Contact Us" }).filter({ visible: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
  await dialog.getByRole("button", { name: "Send Message" }).waitFor();
  await page.waitForTimeout(300);
}

const started = performance.now();
const server = await siteOrigin(values["base-url"]);
const { origin } = server;
rmSync(OUT, { recursive: true, force: true });
for (const w of widths) mkdirSync(join(OUT, String(w)), { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const written: string[] = [];
try {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const jobs = widths.flatMap((width) => routes.map((route) => ({ width, route })));
  const worker = async () => {
    const page = await context.newPage();
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      await page.setViewportSize({ width: job.width, height: HEIGHT });
      await openRoute(page, `${origin}${job.route}`);
      await page.evaluate(DRAW_ALL);
      await settle(page);
      const path = shotPath(job.width, fileName(job.route));
      await page.screenshot({ path, fullPage: true });
      written.push(path);
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);

  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: HEIGHT });
  await openRoute(page, `${origin}/`);
  await openContactDialog(page);
  mkdirSync(join(OUT, "375"), { recursive: true });
  const dialogPath = shotPath(375, "contact-dialog");
  await page.screenshot({ path: dialogPath });
  written.push(dialogPath);
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `npm run screenshots: ${written.length} PNGs in ${OUT}/ (${routes.length} routes × ${widths.join(", ")} px, and the contact dialog at 375 px), ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

if (values.readme) {
  mkdirSync(README_DIR, { recursive: true });
  const readme = [
    { from: shotPath(375, "home"), to: "home-375.webp" },
    { from: shotPath(1280, "home"), to: "home-1280.webp" },
    { from: shotPath(375, fileName(README_LANDING)), to: "landing-375.webp" },
    { from: shotPath(375, "contact-dialog"), to: "contact-dialog-375.webp" },
  ];
  let total = 0;
  for (const { from, to } of readme) {
    const out = join(README_DIR, to);
    // WebP holds at most 16,383 px a side: a taller page keeps its top part.
    const { height = 0, width = 0 } = await sharp(from).metadata();
    let image = sharp(from);
    if (height > 16_383) image = image.extract({ left: 0, top: 0, width, height: 16_383 });
    writeFileSync(out, await image.webp({ quality: 70, effort: 6 }).toBuffer());
    const size = statSync(out).size;
    total += size;
    console.log(`  ${out}  ${width}×${Math.min(height, 16_383)}  ${(size / 1024).toFixed(0)} KB`);
  }
  console.log(`  together ${(total / 1024).toFixed(0)} KB (budget ${README_BUDGET / 1024} KB)`);
  if (total > README_BUDGET) {
    console.error("The README screenshots are over budget: lower the WebP quality or crop them.");
    process.exit(1);
  }
}
