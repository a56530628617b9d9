import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../../lib/motion";

/**
 * A client navigation scrolls smoothly to the top of the new page, or to its
 * #anchor (offset by the fixed bar through scroll-margin).
 *
 * The page's first start scrolls nothing: the browser opened it at the top, or
 * at its #anchor, and any scroll since then is the visitor's own, made while
 * the page was still starting (on a slow phone that is the first two
 * seconds). Undoing it would lose their place.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The location last scrolled for; null until the page has started.
  const last = useRef<string | null>(null);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    const location = `${key} ${pathname}${hash}`;
    const first = last.current === null;
    // The same location again is React re-running the effect (StrictMode), not a navigation.
    if (first || last.current === location) {
      last.current = location;
      return;
    }
    last.current = location;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname, hash, key]);

  return null;
}
