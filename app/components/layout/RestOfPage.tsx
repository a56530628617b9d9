import { type ReactNode, startTransition, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * The part of a page below its first screen. On a tap on a link inside the
 * site, the new page is drawn first with its heading and opening section only,
 * and this part follows in the next frames: on a slow phone, rendering,
 * committing and laying out the whole page before its first frame is what
 * made a tap take 150 to 250 ms to show anything (docs/decisions/0024).
 *
 * Drawn with the rest, at once, whenever the rest is needed at once:
 * - in the prerendered HTML and while the page hydrates (the page's first
 *   load is a "POP"), so the page reads without JavaScript and hydration
 *   matches it;
 * - on Back and Forward ("POP"), which return to a place further down;
 * - on a link to an #anchor, which may be in this part.
 *
 * Until it is drawn, a screen-high space keeps the footer below the fold.
 */
export function RestOfPage({ children }: { children: ReactNode }) {
  const pop = useNavigationType() === "POP";
  const { hash } = useLocation();
  const now = pop || hash !== "";
  const [drawn, setDrawn] = useState(now);
  useEffect(() => {
    if (drawn) return;
    // After the frame that shows the opening: a task queued from that frame's
    // animation callback runs once it is painted.
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setDrawn(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [drawn]);
  return drawn ? children : <div data-rest-of-page="pending" className="min-h-screen" />;
}
