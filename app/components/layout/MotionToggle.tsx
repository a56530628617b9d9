import { Pause, Play } from "../ui/icons";
import { useMotion } from "../../lib/motion";

/** Pauses and resumes every looping animation on the page (WCAG 2.2.2). */
export function MotionToggle() {
  const { paused, toggle } = useMotion();
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={paused}
      aria-label="Pause animations"
      title={paused ? "Resume animations" : "Pause animations"}
      onClick={toggle}
    >
      {paused ? (
        <Play aria-hidden="true" className="size-5" />
      ) : (
        <Pause aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
