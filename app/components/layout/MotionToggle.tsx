import { Pause, Play } from "../ui/icons";
import { useMotion } from "../../lib/core/motion";

/** Pauses and resumes every looping animation (WCAG 2.2.2): a labelled button in every footer
 * whose aria-pressed says whether motion is paused. */
export function MotionToggle() {
  const { paused, toggle } = useMotion();
  return (
    <button type="button" className="motion-toggle" aria-pressed={paused} onClick={toggle}>
      {paused ? (
        <Play aria-hidden="true" className="size-4" />
      ) : (
        <Pause aria-hidden="true" className="size-4" />
      )}
      Pause animations
    </button>
  );
}
