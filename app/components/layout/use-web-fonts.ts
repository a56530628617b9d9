import { useEffect } from "react";
import { afterIdle } from "../../lib/core/use-now";
import { FALLBACK_CLASS, FONTS_KEY, WEB_FONTS } from "../../lib/core/web-fonts";

/** Loads both cuts into the HTTP cache (as faces with their @font-face rules' family and weights,
 * not added to the page's fonts: that alone has Chromium draw all text again), then marks them
 * cached. False, marking nothing, if either does not arrive. */
export const loadWebFonts = (): Promise<boolean> =>
  Promise.all(
    WEB_FONTS.map(([family, url, weight]) =>
      new FontFace(family, `url(${url})`, { weight }).load(),
    ),
  )
    .then(() => {
      localStorage.setItem(FONTS_KEY, WEB_FONTS[0][1]);
      return true;
    })
    .catch(() => false);

/** On a page drawn in the fallbacks: the web fonts loaded once it is idle, for the next visit to
 * draw in from its first paint. This visit keeps the fallbacks: taking the fonts into use with the
 * next page made its tap about 100 ms slower (docs/decisions/0048). */
export function useWebFonts() {
  useEffect(() => {
    if (document.documentElement.className !== FALLBACK_CLASS) return;
    return afterIdle(() => void loadWebFonts());
  }, []);
}
