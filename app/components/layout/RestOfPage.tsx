import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Whether the page is scrolled, as of its last scroll event or the last tap
 * on a link (unknown before either: then read at once). Read while
 * React renders the next page, `window.scrollY` would make the browser first
 * bring the styles and layout of the page being left up to date, which a tap
 * has just changed (:active, :focus): about 3 ms of a slow phone's tap, for a
 * page about to go.
 */
let scrolled: boolean | undefined;
if (typeof window !== "undefined")
  window.addEventListener("scroll", () => (scrolled = window.scrollY > 0), { passive: true });

/**
 * Whether the page is scrolled, without making the browser lay it out when
 * a scroll event or a tap has said so already. Given the place at a tap on a
 * link (ScrollManager reads it there), records it first: on a busy phone the
 * event of a scroll just made may come only after the next page is drawn.
 */
export const pageScrolled = (atTap?: number) =>
  atTap === undefined ? (scrolled ?? window.scrollY > 0) : (scrolled = atTap > 0);

/**
 * Parts of a page that a tap on a link inside the site does not wait for: on
 * such a tap the next page is drawn first without them, with `placeholder` in
 * their place, and they follow in the task after that frame. On a slow phone,
 * rendering, committing and laying out the whole page before its first frame
 * is what made a tap take 150 to 250 ms to show anything (docs/decisions/0024).
 *
 * Drawn at once whenever they are needed at once:
 * - in the prerendered HTML and while the page hydrates (the page's first
 *   load is a "POP"), so the page reads without JavaScript and hydration
 *   matches it;
 * - on Back and Forward ("POP"), which return to a place further down;
 * - on a link to an #anchor, which may be among them;
 * - when the page left was scrolled (a link in the footer, or further down a
 *   page): the next page opens at that place and then scrolls smoothly to
 *   the top (spec), over what would otherwise be an empty space.
 */
export function AfterFirstFrame({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const pop = useNavigationType() === "POP";
  const { hash } = useLocation();
  // Read as the next page renders: the page on screen is still the one left.
  // (Never on the server, whose render is a "POP".)
  const now = pop || hash !== "" || pageScrolled();
  const [drawn, setDrawn] = useState(now);
  useEffect(() => {
    if (drawn || now) return;
    // After the frame that shows the rest of the page: a task queued from that
    // frame's animation callback runs once it is painted. (Once unmounted, the
    // state update is dropped.) Not a transition: while a tap's navigation is
    // under way, React holds every transition back until it ends, and one the
    // visitor has left behind may end only when its page's code arrives
    // (docs/decisions/0025).
    const frame = requestAnimationFrame(() => setTimeout(() => setDrawn(true)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, now]);
  // `now` again: a page kept mounted may be reached by Back, or an #anchor,
  // before its rest has come.
  return drawn || now ? children : placeholder;
}

/**
 * A page's content below its header (on the home page, below the hero). Until
 * it is drawn, a screen-high space keeps the footer below the fold.
 */
export function RestOfPage({ children }: { children: ReactNode }) {
  return (
    <AfterFirstFrame placeholder={<div data-rest-of-page="pending" className="min-h-screen" />}>
      {children}
    </AfterFirstFrame>
  );
}
