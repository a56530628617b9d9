import { type ReactNode, startTransition, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

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
 * - on a link to an #anchor, which may be among them.
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
  const [drawn, setDrawn] = useState(pop || hash !== "");
  useEffect(() => {
    if (drawn) return;
    // After the frame that shows the rest of the page: a task queued from that
    // frame's animation callback runs once it is painted. (Once unmounted, the
    // state update is dropped.)
    const frame = requestAnimationFrame(() =>
      setTimeout(() => startTransition(() => setDrawn(true))),
    );
    return () => cancelAnimationFrame(frame);
  }, [drawn]);
  return drawn ? children : placeholder;
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
