import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../../lib/motion";

/**
 * A fresh page load starts at the top; a client navigation scrolls smoothly to
 * the top, or to its #anchor (offset by the fixed bar through scroll-margin).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: initial ? "auto" : scrollBehavior(), block: "start" });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior: initial ? "auto" : scrollBehavior() });
  }, [pathname, hash, key]);

  return null;
}
