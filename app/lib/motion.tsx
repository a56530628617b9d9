import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

interface Motion {
  /** True when looping motion should stand still (visitor's choice or reduced motion). */
  paused: boolean;
  toggle: () => void;
}

const MotionContext = createContext<Motion>({ paused: false, toggle: () => {} });

export const useMotion = () => useContext(MotionContext);

export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Holds the page-wide pause for looping motion (WCAG 2.2.2). CSS animations read
 * it from `data-motion` on <html>; scripted ones (typing) read the context.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (query.matches) setPaused(true);
    const onChange = (e: MediaQueryListEvent) => setPaused(e.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    document.documentElement.dataset.motion = paused ? "paused" : "running";
  }, [paused]);

  return (
    <MotionContext.Provider value={{ paused, toggle: () => setPaused((p) => !p) }}>
      {children}
    </MotionContext.Provider>
  );
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");
