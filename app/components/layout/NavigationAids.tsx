import { useEffect } from "react";
import { followTapsOnRelease } from "../../lib/navigation/tap-on-release";
import { PagesAhead } from "./PagesAhead";
import ScrollManager from "./ScrollManager";
import { useWebFonts } from "./use-web-fonts";

/** What moving between pages needs: Back and Forward's scroll places, pages fetched ahead, taps
 * followed on release (app/lib/navigation/tap-on-release.ts) and the web fonts loaded for the
 * next visit. Loaded after start, working from the first idle moment (docs/navigation.md). */
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
