/** One 1200x630 share image per page, drawn from its title at build time. */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { business } from "../../content/business";
import { buildCache, type BuildCache } from "./build-cache";
import { BUILD_DIR, metaContent, type BuiltPage } from "./built-pages";
import { eachAtOnce } from "./compress";

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Greedy word wrap for the title lines. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:]?$/, "")}…`;
    return kept;
  }
  return lines;
}

export function shareImageSvg(title: string): string {
  const lines = wrap(title, 28, 3);
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${250 + i * 84}" font-size="68" font-weight="700" fill="#ffffff">${escape(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#020617"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="80" y="80" width="64" height="64" rx="14" fill="url(#m)"/>
<text x="164" y="126" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#e2e8f0">${escape(business.brand)}</text>
<g font-family="DejaVu Sans, Arial, sans-serif">${text}</g>
<text x="80" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#7dd3fc">${escape(business.tagline)}</text>
<rect x="0" y="618" width="1200" height="12" fill="url(#m)"/>
</svg>`;
}

/** Writes each page's share image (drawn once per image path, a few at a time; kept in the build
 * cache by its drawing); resolves to the number written. */
export async function writeShareImages(
  pages: BuiltPage[],
  dir = BUILD_DIR,
  cache: BuildCache = buildCache(""),
) {
  mkdirSync(join(dir, "og"), { recursive: true });
  const titles = new Map<string, string>();
  for (const page of pages) {
    const image = metaContent(page.html, "og:image");
    if (!image) continue;
    const rel = new URL(image).pathname;
    if (titles.has(rel)) continue;
    const title = (metaContent(page.html, "og:title") ?? business.brand).replace(
      ` | ${business.brand}`,
      "",
    );
    titles.set(rel, title);
  }
  await eachAtOnce([...titles], availableParallelism(), async ([rel, title]) => {
    const svg = shareImageSvg(title);
    const png = await cache.through("og", svg, () =>
      sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer(),
    );
    writeFileSync(join(dir, rel), png);
  });
  return titles.size;
}
