import { Component, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import { followedHref } from "../../lib/navigation/follow-links";
import { scrollBehavior } from "../../lib/core/motion";

/** Scroll place per page of this visit (location key → scrollY) for Back and Forward; in memory,
 * since a page restored from the back/forward cache keeps its own. */
const positions = new Map<string, number>();

/** The latest return to a place (Back or Forward): an earlier one still running stops. */
let restoring = 0;

/** A link followed from down a page opens the next page this far from its top at most: the bar's
 * height, so every page's heading shows below the bar in the first frame, and it glides up. */
export const GLIDE_PX = 64;

/** A client navigation scrolls smoothly to the top or its #anchor; Back and Forward return at
 * once to the saved place (docs/navigation.md). The first start scrolls nothing: any scroll by
 * then is the visitor's own. */
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
  // The page shown opened below its top and glides up after its first frame.
  const glide = useRef(false);
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
        // the next frame, which may come after this.
        remember();
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
    const left = positions.get(current.current) ?? 0;
    current.current = key;
    glide.current = false;
    const navigated = last.current !== null && !last.current.startsWith(`${key} `);
    // From down a page to the top of the next (spec: smoothly): its heading and the opening drawn
    // first (AfterFirstFrame) are what the first frame shows. Scrolling to 0 lays nothing out.
    if (!pop && navigated && !hash && left > 0) {
      glide.current = scrollBehavior() === "smooth";
      window.scrollTo({ top: glide.current ? Math.min(left, GLIDE_PX) : 0, behavior: "instant" });
    }
    if (pop && navigated) {
      const top = positions.get(key) ?? 0;
      // Parts drawn when near (.render-later) have estimated heights, so the place could be out of
      // reach or shifted: until reached they are laid out in full (data-restoring,
      // app/styles/cards.css), then skipped again with scroll anchoring holding the view.
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
  }, [key, pop, hash]);

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
    // The last stretch to the top, from the task after the first frame (as AfterFirstFrame draws).
    if (!glide.current) return;
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [pathname, hash, key, pop]);

  // Back and Forward: keep the place of the page being left, before its commit changes the DOM,
  // unless a tap's page is still on its way (the place at the tap is kept).
  const leave = (y: number) => {
    if (!tapped.current) positions.set(current.current, y);
  };
  return <PlaceBeforeChange locationKey={key} pop={pop} onLeave={leave} />;
}

/** Reads the scroll place before Back or Forward changes the DOM (getSnapshotBeforeUpdate, a
 * class only). Scroll events come a frame late and our popstate listener would run after React
 * Router's. */
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
