import { useEffect } from "react";
import { followTapsOnRelease } from "../../lib/tap-on-release";
import { PagesAhead } from "./PagesAhead";
import ScrollManager from "./ScrollManager";

/**
 * What moving between pages needs and a page's start does not: the place on
 * each page for Back and Forward (ScrollManager), the modules and data of the
 * pages a visitor may open next or has seen (PagesAhead), and taps on links
 * followed as the finger lifts (app/lib/tap-on-release.ts). Loaded after
 * start (`lazy` in SiteShell): none draws anything, and their work begins at
 * the first idle moment, the first touch or the first client navigation
 * (docs/decisions/0017, 0024, 0026 to 0028).
 */
export default function NavigationAids() {
  useEffect(followTapsOnRelease, []);
  return (
    <>
      <ScrollManager />
      <PagesAhead />
    </>
  );
}
