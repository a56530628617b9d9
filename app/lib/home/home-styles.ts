import { preinit } from "react-dom";
import homeCssUrl from "../../home.css?url";

/** The home page's own styles as a stylesheet, for a visit begun elsewhere
 * (docs/navigation.md); null when the visit began on "/" (inline in its head). Read once, when
 * this module first loads. */
export const homeStylesheet: string | null =
  typeof location !== "undefined" && location.pathname === "/" ? null : homeCssUrl;

/** React's own rank for the stylesheet: after the site's sheet (the head's <style>). */
export const HOME_PRECEDENCE = "home";

/** Applies the home styles once "/" may be next: the tap that opens it then adds no stylesheet,
 * whose parse and restyle would fall in the tap. They style only the home page's own classes
 * (home-styles.test.ts), so no other page changes. */
export function applyHomeStyles() {
  if (homeStylesheet) preinit(homeStylesheet, { as: "style", precedence: HOME_PRECEDENCE });
}
