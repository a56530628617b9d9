import { preload } from "react-dom";
import homeCssUrl from "../../home.css?url";

/** The home page's own styles as a stylesheet, for a visit begun elsewhere
 * (docs/navigation.md); null when the visit began on "/" (inline in its head). Read once, when
 * this module first loads. */
export const homeStylesheet: string | null =
  typeof location !== "undefined" && location.pathname === "/" ? null : homeCssUrl;

/** React's own rank for the stylesheet: after the site's sheet (the head's <style>). */
export const HOME_PRECEDENCE = "home";

/** Fetches the home styles when "/" may be next, only fetching: the root's stylesheet on "/"
 * applies them, and React holds that page's first frame until applied. */
export function preloadHomeStyles() {
  if (homeStylesheet) preload(homeStylesheet, { as: "style" });
}
