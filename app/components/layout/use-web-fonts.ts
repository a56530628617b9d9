import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { afterIdle } from "../../lib/core/use-now";
import { FALLBACK_CLASS, FONTS_KEY, WEB_FONTS } from "../../lib/core/web-fonts";

/** The web fonts' faces, loaded and waiting for the next page. */
let faces: FontFace[] | null = null;

/** Loads both cuts (into the HTTP cache too, for the next visit) as faces with their @font-face
 * rules' family and weights, and marks them cached (FONTS_KEY). The faces are not added to the
 * page's fonts: that alone has Chromium draw all text again, the page in view too. Null, marking
 * nothing, if either does not arrive. */
export const loadWebFonts = (): Promise<FontFace[] | null> =>
  Promise.all(
    WEB_FONTS.map(([family, url, weight]) =>
      new FontFace(family, `url(${url})`, { weight }).load(),
    ),
  )
    .then((loaded) => {
      localStorage.setItem(FONTS_KEY, WEB_FONTS[0][1]);
      return loaded;
    })
    .catch(() => null);

/** On a page drawn in the fallbacks: the web fonts fetched once the page is idle, and taken into
 * use in the commit that shows the next page, which is so drawn once, in them; the page in view
 * never changes face, nor is drawn again (docs/decisions/0048). */
export function useWebFonts() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (document.documentElement.className !== FALLBACK_CLASS) return;
    return afterIdle(() => void loadWebFonts().then((loaded) => (faces = loaded)));
  }, []);
  // None are loaded when the page mounts: the first page is left as it is.
  useLayoutEffect(() => {
    if (!faces) return;
    faces.forEach((face) => document.fonts.add(face));
    document.documentElement.className = "";
    faces = null;
  }, [pathname]);
}
