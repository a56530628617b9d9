import { Component, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import { followedHref } from "../../lib/follow-links";
import { scrollBehavior } from "../../lib/motion";
import { pageScrolled } from "./RestOfPage";

/**
 * Where the visitor was scrolled on each page of this visit (React Router's
 * location key → scrollY), for Back and Forward. In memory: a document the
 * browser restores from its back/forward cache comes back as it was anyway.
 */
const positions = new Map<string, number>();

/** The latest return to a place (Back or Forward): an earlier one still running stops. */
let restoring = 0;

/**
 * A client navigation scrolls smoothly to the top of the new page, or to its
 * #anchor (offset by the fixed bar through scroll-margin). Back and Forward
 * return, at once, to where the visitor was scrolled on that page
 * (docs/decisions/0017).
 *
 * The page's first start scrolls nothing: the browser opened it at the top, or
 * at its #anchor, and any scroll since then is the visitor's own, made while
 * the page was still starting (on a slow phone that is the first two
 * seconds). Undoing it would lose their place.
 */
export default function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // Back or Forward (React Router's Action enum is not exported as a value).
  const pop = (useNavigationType() as string) === "POP";
  // The location last scrolled for; null until the page has started.
  const last = useRef<string | null>(null);
  const current = useRef(key);
  // From the tap on a link of the site until the next page is shown, the
  // place on this page is kept as it was at the tap (the footer's links
  // scroll to the top 100 ms after it, which may be before the next page).
  const leaving = useRef(false);
  // From such a tap until that page is shown.
  const tapped = useRef(false);
  const navigating = useNavigation().state !== "idle";

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const remember = () => leaving.current || positions.set(current.current, window.scrollY);
    remember(); // The visitor may have scrolled before this module arrived.
    // Before the link's own handler, in the tap's task: not after React's next render.
    const onClick = (e: MouseEvent) => {
      // An HTML link or an SVG one (the map's markers), to a page of this site.
      const link = (e.target as Element | null)?.closest?.("a[href]");
      const href = link ? followedHref(e, link) : null;
      if (href !== null && new URL(href, location.href).origin === location.origin) {
        // The place at the tap: a scroll just made reports its event only at
        // the next frame, which may come after this. The next page's first
        // frame depends on it too (AfterFirstFrame).
        remember();
        pageScrolled(window.scrollY);
        leaving.current = tapped.current = true;
      }
    };
    window.addEventListener("scroll", remember, { passive: true });
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("scroll", remember);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  // In the commit that shows the new page, before the browser draws it: scroll
  // events from here on are the new page's, and Back draws its first frame
  // where the visitor was.
  useLayoutEffect(() => {
    leaving.current = navigating;
    if (!navigating) tapped.current = false;
  }, [key, navigating]);
  useLayoutEffect(() => {
    current.current = key;
    if (pop && last.current !== null && !last.current.startsWith(`${key} `)) {
      const top = positions.get(key) ?? 0;
      // The parts drawn when near (.render-later, content-visibility: auto)
      // are all new on a page drawn again, and each has only an estimate of
      // its height until it comes near the viewport: the page would be too
      // short to reach the place, or what is in view would be shifted by the
      // estimates above it. Until the place is reached they are laid out in
      // full (data-restoring, app/styles/cards.css), so the first frame is
      // where the visitor was; after it the ones far from the viewport are
      // skipped again, and the browser's scroll anchoring keeps the view.
      const html = document.documentElement;
      if (top > 0) html.dataset.restoring = "";
      // Frame after frame, for at most a second (a slow phone draws few frames
      // in it), should the page still be too short.
      const until = performance.now() + 1000;
      const run = ++restoring;
      const restore = () => {
        if (run !== restoring) return;
        window.scrollTo({ top, behavior: "instant" });
        if (Math.abs(window.scrollY - top) > 1 && performance.now() < until)
          requestAnimationFrame(restore);
        // In the task after that frame is drawn.
        else
          requestAnimationFrame(() =>
            setTimeout(() => run === restoring && delete html.dataset.restoring),
          );
      };
      restore();
    }
  }, [key, pop]);

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
    // A tap's page is committed in the tap's own task (docs/decisions/0026),
    // and scrollTo there would lay the new page out before its first frame
    // (15 to 30 ms of a slow phone's tap). A page left at its top leaves the
    // next one there: no scroll. Otherwise the next page opens where the
    // visitor was and scrolls to the top (spec) from the task after its
    // first frame, as the rest of a page is drawn (AfterFirstFrame).
    if (!pageScrolled()) return;
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [pathname, hash, key, pop]);

  // Back and Forward: the place on the page being left, taken before the
  // commit that shows the other page changes the DOM. Unless a tap's page is
  // still on its way (the place at the tap is kept; the footer's links scroll
  // to the top after it).
  const leave = (y: number) => {
    if (!tapped.current) positions.set(current.current, y);
  };
  return <PlaceBeforeChange locationKey={key} pop={pop} onLeave={leave} />;
}

/**
 * The scroll position when Back or Forward replaces the page, read before the
 * DOM changes: React's `getSnapshotBeforeUpdate`, made for this, which only a
 * class has. Not from scroll events: a scroll's event comes at the next frame,
 * and a page whose data is in memory is drawn within React Router's own
 * popstate listener, before that frame. Nor from a popstate listener of ours:
 * on the window, listeners run in the order they were added (capturing or
 * not), so it would run after React Router's had drawn the other page.
 */
class PlaceBeforeChange extends Component<{
  locationKey: string;
  pop: boolean;
  onLeave: (y: number) => void;
}> {
  override getSnapshotBeforeUpdate(before: Readonly<{ locationKey: string }>) {
    return this.props.pop && before.locationKey !== this.props.locationKey ? window.scrollY : null;
  }
  override componentDidUpdate(_: unknown, __: unknown, y: number | null) {
    if (y !== null) this.props.onLeave(y);
  }
  override render() {
    return null;
  }
}
