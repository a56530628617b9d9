/** The web fonts never hold up a paint (docs/decisions/0048): a visit begun without them cached is
 * drawn in their metric-matched fallbacks, the fonts are fetched once the page is idle, and the
 * next visit is drawn in them from its first paint. */
import interSite from "../../fonts/inter-site.woff2?url";
import serifSite from "../../fonts/source-serif-4-site.woff2?url";

/** On the root while the page is drawn in the fallbacks (tokens.css). */
export const FALLBACK_CLASS = "fallback-fonts";
/** localStorage: once both cuts are in the browser's cache, Inter's URL, new with each cut.
 * `npm run fonts` makes both cuts at once; were the serif's alone new, one visit would draw the
 * headings in its fallback. */
export const FONTS_KEY = "fonts";
/** Each cut's family, URL and weights, as its @font-face rule in tokens.css has them. */
export const WEB_FONTS = [
  ["Inter Variable", interSite, "100 900"],
  ["Source Serif 4 Variable", serifSite, "500 650"],
] as const;

/** The head's inline script, run before the first paint (its hash is in the CSP): with the cuts
 * cached, it starts loading the faces at once so they are in before the first paint (optional
 * keeps a later face off the page); else it sets the fallbacks' class. */
export function headScript(mark: string = WEB_FONTS[0][1]): string {
  const [value, cls] = [mark, FALLBACK_CLASS].map((v) => JSON.stringify(v));
  return `try{if(localStorage.${FONTS_KEY}!=${value})throw 0;document.fonts.forEach(f=>f.load())}catch(e){document.documentElement.className=${cls}}`;
}
