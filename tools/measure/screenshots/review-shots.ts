/** `npx tsx tools/measure/screenshots/review-shots.ts --prefix after [--base-url URL]`: the
 * design review's pictures (home at 375 and 1280 px, the founder card, a landing page's map and
 * lists, the contact form with errors, /terms at 375 px) as small WebP in docs/screenshots/. */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Locator, type Page, chromium } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { openRoute } from "../lib/browser";
import { siteOrigin } from "../lib/server";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    prefix: { type: "string", default: "after" },
    out: { type: "string", default: "docs/screenshots" },
  },
});
const LANDING = "/web-design-lewisburg-wv";
/** Draws `content-visibility: auto` parts, so a capture below the first screen is not blank. */
const DRAW_ALL = `(() => {
  for (const el of document.querySelectorAll("*")) {
    if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  }
})()`;

const server = await siteOrigin(values["base-url"]);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
mkdirSync(values.out, { recursive: true });

async function save(png: Buffer, name: string, width: number) {
  const out = join(values.out, `${values.prefix}-${name}.webp`);
  let image = sharp(png);
  const meta = await image.metadata();
  if ((meta.height ?? 0) > 16_383)
    image = image.extract({ left: 0, top: 0, width: meta.width!, height: 16_383 });
  image = image.resize({ width, withoutEnlargement: true });
  writeFileSync(out, await image.webp({ quality: 62, effort: 6 }).toBuffer());
  console.log(`${out} ${(statSync(out).size / 1024).toFixed(0)} KB`);
}

async function open(page: Page, route: string, width: number, height = 812) {
  await page.setViewportSize({ width, height });
  await openRoute(page, `${server.origin}${route}`);
  await page.evaluate(DRAW_ALL);
  await page.waitForTimeout(300);
}

const element = async (l: Locator) => {
  await l.scrollIntoViewIfNeeded();
  await l.page().waitForTimeout(400);
  return l.screenshot();
};

try {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await open(page, "/", 375);
  await save(await page.screenshot({ fullPage: true }), "home-375", 375);
  await open(page, "/", 1280);
  await save(await page.screenshot({ fullPage: true }), "home-1280", 960);
  await open(page, "/about", 1280);
  await save(await element(page.locator(".founder-card")), "founder-1280", 960);
  await open(page, "/about", 375);
  await save(await element(page.locator(".founder-card")), "founder-375", 375);
  await open(page, LANDING, 1280);
  const map = page.locator(".with-aside-map");
  const lists = page.getByRole("heading", { name: "Industries We Serve" }).locator("xpath=../..");
  await save(await element(map), "landing-map-1280", 960);
  await save(await element(lists), "landing-lists-1280", 960);
  await open(page, "/contact", 375);
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.waitForTimeout(300);
  await save(
    await element(page.locator("section[aria-labelledby=form-heading]")),
    "contact-errors-375",
    375,
  );
  await open(page, "/terms", 375, 740);
  await save(await page.screenshot(), "terms-375", 375);
} finally {
  await browser.close();
  server.stop();
}
