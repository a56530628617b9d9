import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Parts a tap on an internal link does not wait for: drawn a task after the next page's first
 * frame, `placeholder` meanwhile (docs/navigation.md). Drawn at once on first load and
 * hydration, Back/Forward and #anchor links, which may show a place further down. */
export function AfterFirstFrame({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const pop = useNavigationType() === "POP";
  const { hash } = useLocation();
  // The server's render is a "POP" too.
  const now = pop || hash !== "";
  const [drawn, setDrawn] = useState(now);
  useEffect(() => {
    if (drawn || now) return;
    // After the frame showing the page: a task queued from its animation callback runs once it is
    // painted. Not a transition, which a tap's navigation would hold back (docs/navigation.md).
    const frame = requestAnimationFrame(() => setTimeout(() => setDrawn(true)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, now]);
  // `now` again: a page kept mounted may be reached by Back, or an #anchor,
  // before its rest has come.
  return drawn || now ? children : placeholder;
}

/** A page's content below its header; until drawn, a screen-high space keeps the footer below
 * the fold. */
export function RestOfPage({ children }: { children: ReactNode }) {
  return (
    <AfterFirstFrame placeholder={<div data-rest-of-page="pending" className="min-h-screen" />}>
      {children}
    </AfterFirstFrame>
  );
}
