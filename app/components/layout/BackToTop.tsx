import { ArrowUp } from "../ui/icons";
import { useEffect, useState } from "react";
import { scrollBehavior } from "../../lib/core/motion";

/** The button appears once the page is scrolled past this many pixels (docs/spec.md §9). */
export const BACK_TO_TOP_THRESHOLD = 500;

/** A scroll this long ago or longer counts as ended: the button shows again. */
export const SCROLL_SETTLE_MS = 600;

/** Bottom-right, outside the fixed bar (whose backdrop filter would contain a fixed child).
 * Below 1280 px it hides while scrolling (`data-scrolling`) and on form pages, so it never
 * covers text, a field or a send button. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const check = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    const onScroll = () => {
      check();
      setScrolling(true);
      clearTimeout(settle);
      settle = setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      data-scrolling={scrolling}
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
