import { ArrowUp } from "../ui/icons";
import { useEffect, useState } from "react";
import { scrollBehavior } from "../../lib/motion";

/** The button appears once the page is scrolled past this many pixels (docs/spec.md §9). */
export const BACK_TO_TOP_THRESHOLD = 500;

/**
 * Bottom-right of the viewport (app/styles/footer.css). It lives outside the
 * fixed top bar: the bar's backdrop filter makes it the containing block of a
 * fixed child, which pinned the button to the top of the screen. Below 1280 px,
 * where it floats over the page, it stays out of pages built around a form
 * (CSS), so it never sits over a field or a send button.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
