import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Whether the page is scrolled, as of the last scroll event or tap on a link: reading `scrollY`
 * while the next page renders would force a style and layout pass (~3 ms of a slow phone's
 * tap). */
let scrolled: boolean | undefined;
if (typeof window !== "undefined")
  window.addEventListener("scroll", () => (scrolled = window.scrollY > 0), { passive: true });

/** Whether the page is scrolled without forcing layout; `atTap` records the place read at a tap,
 * since on a busy phone a scroll's event may arrive after the next page is drawn. */
export const pageScrolled = (atTap?: number) =>
  atTap === undefined ? (scrolled ?? window.scrollY > 0) : (scrolled = atTap > 0);

/** Parts a tap on an internal link does not wait for: drawn a task after the next page's first
 * frame, `placeholder` meanwhile (docs/navigation.md). Drawn at once on first load and
 * hydration, Back/Forward, #anchor links, and when the page left was scrolled. */
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
