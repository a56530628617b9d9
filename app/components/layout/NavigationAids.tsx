import { useEffect } from "react";
import { followTapsOnRelease } from "../../lib/navigation/tap-on-release";
import { PagesAhead } from "./PagesAhead";
import ScrollManager from "./ScrollManager";
import { useWebFonts } from "./use-web-fonts";

/** What moving between pages needs: scroll places for Back and Forward (ScrollManager), pages
 * fetched ahead (PagesAhead), taps followed on release (app/lib/navigation/tap-on-release.ts), the
 * web fonts loaded for the next visit (useWebFonts).
 * Loaded after start, working from the first idle moment (docs/navigation.md). */
export default function NavigationAids() {
  useEffect(followTapsOnRelease, []);
  useWebFonts();
  return (
    <>
      <ScrollManager />
      <PagesAhead />
    </>
  );
}
