import { useEffect, useLayoutEffect, useRef } from "react";
import { PrefetchPageLinks, useLocation, useNavigationType } from "react-router";
import { scrollBehavior } from "../../lib/motion";
import { usePrefetch } from "../../lib/prefetch";

/**
 * Where the visitor was scrolled on each page of this visit (React Router's
 * location key → scrollY), and which page each history entry showed (its
 * index → path), for Back and Forward. In memory: a document the browser
 * restores from its back/forward cache comes back scrolled as it was.
 */
const positions = new Map<string, number>();
const entries = new Map<number, string>();

/** React Router's index of the current history entry (0 for the first page of the visit). */
const historyIndex = (): number | undefined =>
  (window.history.state as { idx?: number } | null)?.idx;

/**
 * A client navigation scrolls smoothly to the top of the new page, or to its
 * #anchor (offset by the fixed bar through scroll-margin). Back and Forward
 * return, at once, to where the visitor was scrolled on that page.
 *
 * The page's first start scrolls nothing: the browser opened it at the top, or
 * at its #anchor, and any scroll since then is the visitor's own, made while
 * the page was still starting (on a slow phone that is the first two
 * seconds). Undoing it would lose their place.
 *
 * The page Back would return to has its data fetched again once the browser
 * is idle (docs/decisions/0017): React Router asks for it again on Back, and
 * the prefetched copy is used without another round trip.
 */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  // POP: Back or Forward (React Router's Action enum is not exported as a value).
  const pop = (useNavigationType() as string) === "POP";
  // The location last scrolled for; null until the page has started.
  const last = useRef<string | null>(null);
  const current = useRef(key);
  const prefetch = usePrefetch("render");
  const index = typeof window === "undefined" ? undefined : historyIndex();
  const backTo = index === undefined ? undefined : entries.get(index - 1);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  // In the commit that shows the new page, before the browser draws it: scroll
  // events from here on belong to the new page, and Back draws its first frame
  // where the visitor was.
  useLayoutEffect(() => {
    current.current = key;
    const i = historyIndex();
    if (i !== undefined) entries.set(i, pathname + search);
    if (last.current !== null && pop && !last.current.startsWith(`${key} `)) {
      window.scrollTo({ top: positions.get(key) ?? 0, behavior: "instant" });
    }
  }, [key, pathname, search, pop]);

  useEffect(() => {
    const location = `${key} ${pathname}${hash}`;
    const first = last.current === null;
    // The same location again is React re-running the effect (StrictMode), not a navigation.
    if (first || last.current === location) {
      last.current = location;
      return;
    }
    last.current = location;
    if (pop) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname, hash, key, pop]);

  return prefetch !== "none" && backTo && backTo !== pathname + search ? (
    <PrefetchPageLinks page={backTo} />
  ) : null;
}
