import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

interface Motion {
  /** True when looping motion should stand still (visitor's choice or reduced motion). */
  paused: boolean;
  toggle: () => void;
}

const MotionContext = createContext<Motion>({ paused: false, toggle: () => {} });

export const useMotion = () => useContext(MotionContext);

const REDUCED = "(prefers-reduced-motion: reduce)";

export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia(REDUCED).matches;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Holds the page-wide pause for looping motion (WCAG 2.2.2). CSS animations read
 * it from `data-motion` on <html>; scripted ones (typing) read the context.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // The visitor's own choice wins over the system setting once made.
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reduced;

  useEffect(() => {
    document.documentElement.dataset.motion = paused ? "paused" : "running";
  }, [paused]);

  return (
    <MotionContext.Provider value={{ paused, toggle: () => setChoice(!paused) }}>
      {children}
    </MotionContext.Provider>
  );
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");
