import { FirstPageData } from "./FirstPageData";
import ScrollManager from "./ScrollManager";

/**
 * What moving between pages needs and a page's start does not: the place on
 * each page for Back and Forward (ScrollManager) and the first page's data in
 * the browser's cache (FirstPageData). Loaded after start (`lazy` in
 * SiteShell): neither draws anything, and their work begins at the first idle
 * moment or the first client navigation (docs/decisions/0017, 0024).
 */
export default function NavigationAids() {
  return (
    <>
      <ScrollManager />
      <FirstPageData />
    </>
  );
}
