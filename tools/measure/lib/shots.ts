/** The screenshot tools' pictures of a page: a WebP for the docs and a PNG to review. */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";

const WIDTHS = [1280, 375] as const;

/** `url` at 1280 × 800 and 375 × 812 once its fonts are in, whole unless `fullPage` says not:
 * docs/screenshots/<name>-<width>.webp and .tmp/<name>-<width>.png. */
export async function shootAtWidths(
  page: Page,
  url: string,
  name: string,
  fullPage: (width: number) => boolean = () => true,
) {
  mkdirSync(".tmp", { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ fullPage: fullPage(width) });
    await sharp(png).webp({ quality: 80 }).toFile(`docs/screenshots/${name}-${width}.webp`);
    await sharp(png).toFile(`.tmp/${name}-${width}.png`);
  }
}
