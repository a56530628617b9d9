import { preload } from "react-dom";
import homeCssUrl from "../home.css?url";

/**
 * The home page's own styles (hero, illustration, ticker) as a stylesheet of
 * their own, for a visit that began on another page (docs/decisions/0037).
 * A visit that began on "/" has them inline in its head already: null then.
 * Read once, when the visit's first page loads this module in the browser.
 */
export const homeStylesheet: string | null =
  typeof location !== "undefined" && location.pathname === "/" ? null : homeCssUrl;

/** React's own rank for the stylesheet: after the site's sheet (the head's <style>). */
export const HOME_PRECEDENCE = "home";

/**
 * Fetches the home styles now, when "/" may be the next page. Only fetched:
 * the root's stylesheet on "/" applies them, and React holds that page's
 * first frame until they are applied (it would not wait for a stylesheet
 * already in the document and still loading).
 */
export function preloadHomeStyles() {
  if (homeStylesheet) preload(homeStylesheet, { as: "style" });
}
