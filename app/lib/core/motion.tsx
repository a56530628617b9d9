import {
  createContext,
  memo,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

type Choice = boolean | null;

/** The visitor's own choice (null until made) and its setter, page-wide. */
const MotionContext = createContext<[Choice, (choice: Choice) => void]>([null, () => {}]);

const REDUCED = "(prefers-reduced-motion: reduce)";

export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia(REDUCED).matches;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether looping motion stands still (the visitor's choice, else reduced motion), and the
 * toggle. Each caller reads the system setting itself, so a part hydrating later starts from
 * the prerendered value. */
export function useMotion() {
  const [choice, setChoice] = useContext(MotionContext);
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const paused = choice ?? reduced;
  return { paused, toggle: () => setChoice(!paused) };
}

/** The page-wide pause for looping motion (WCAG 2.2.2): CSS reads `data-motion` on <html>,
 * scripts useMotion(). */
export function MotionProvider({ children }: { children: ReactNode }) {
  // The visitor's own choice wins over the system setting once made.
  const [choice, setChoice] = useState<Choice>(null);
  // One value while the choice holds: this provider renders again at every
  // navigation (its children change), and a new value would render every reader
  // again with it (the footer's toggle, inside a memo footer, at each tap).
  const value = useMemo<[Choice, (choice: Choice) => void]>(() => [choice, setChoice], [choice]);
  return (
    <MotionContext.Provider value={value}>
      <MotionAttribute />
      {children}
    </MotionContext.Provider>
  );
}

/** A memo: it reads only the context and the setting, so a navigation does not render it. */
const MotionAttribute = memo(function MotionAttribute() {
  const { paused } = useMotion();
  useEffect(() => {
    document.documentElement.dataset.motion = paused ? "paused" : "running";
  }, [paused]);
  return null;
});

/** Smooth scrolling unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");
