import { PagesAhead } from "./PagesAhead";
import ScrollManager from "./ScrollManager";

/**
 * What moving between pages needs and a page's start does not: the place on
 * each page for Back and Forward (ScrollManager) and the data of the pages
 * a visitor may open next or has seen, in memory (PagesAhead). Loaded after start (`lazy` in
 * SiteShell): neither draws anything, and their work begins at the first idle
 * moment or the first client navigation (docs/decisions/0017, 0024).
 */
export default function NavigationAids() {
  return (
    <>
      <ScrollManager />
      <PagesAhead />
    </>
  );
}
