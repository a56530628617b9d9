/** `npm run fonts`: writes the cuts of scripts/fonts/site-fonts.ts into app/fonts/ with harfbuzz's
 * subsetter (subset-font), and their fallback faces (./fallbacks.ts). Run it after changing the
 * characters or a fontsource package; commit. */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { FALLBACKS_CSS, fallbackCss } from "./fallbacks";
import { FEATURES, fonts } from "./site-fonts";

const require = createRequire(import.meta.url);

/** One font's cut, as `npm run fonts` writes it. */
export function cut(font: (typeof fonts)[number]) {
  return subsetFont(readFileSync(require.resolve(font.source)), font.characters, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    ...(font.axes ? { variationAxes: font.axes } : {}),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const font of fonts) {
    const out = await cut(font);
    writeFileSync(font.file, out);
    console.log(`${font.file}: ${(out.length / 1000).toFixed(1)} KB`);
  }
  // The fallbacks follow the cuts' metrics.
  writeFileSync(FALLBACKS_CSS, await fallbackCss());
  console.log(`${FALLBACKS_CSS}: the fallback faces`);
}
