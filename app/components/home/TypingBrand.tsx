import { useEffect, useState } from "react";
import { business } from "../../../content/business";
import { useMotion } from "../../lib/core/motion";
import { TYPING, typingSequence } from "../../lib/home/typing-sequence";

const FORMER = `Formerly ${business.formerName}`;
/** The whole brand is the first paint; it holds the spec's pause after the brand, then the suffix
 * is typed. */
export const START_DELAY_MS = TYPING.pauses.afterBrand;

/** The brand, typed and retyped; assistive technology reads it once as plain text. Prerendered
 * HTML and paused or reduced motion show it still. */
export function TypingBrand() {
  const { paused } = useMotion();
  const [text, setText] = useState<string>(business.brand);

  useEffect(() => {
    if (paused) return;
    const steps = typingSequence({
      brand: business.brand,
      suffix: business.domainSuffix,
      formerText: FORMER,
      brandShown: true,
    });
    let timer: number | undefined;
    const next = () => {
      const step = steps.next();
      if (step.done) return;
      setText(step.value.text);
      timer = window.setTimeout(next, step.value.delay);
    };
    // The brand shows whole from the first paint; no lone letter ever stands above the heading.
    timer = window.setTimeout(next, START_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setText(business.brand);
    };
  }, [paused]);

  return (
    <p className="typing-line">
      <span className="sr-only">{business.brand}</span>
      {/* The cursor is this span's right border: as letters come and go only the span's
          width changes, so nothing on the page moves (no layout shift, CLS 0). */}
      <span aria-hidden="true" data-testid="typing-text" className="typing-text">
        {paused ? business.brand : text}
      </span>
    </p>
  );
}
