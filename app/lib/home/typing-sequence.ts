/** The home page's typing headline as a pure sequence of steps, each a text and a wait
 * (docs/spec.md §4). */

export interface TypingStep {
  text: string;
  delay: number;
}

export const TYPING = {
  typeMs: 150,
  deleteMs: 100,
  /** Every this often the cycle is interrupted to show the former name. */
  interruptEveryMs: 45_000,
  pauses: {
    afterBrand: 1000,
    withSuffix: 15_000,
    afterSuffixDeleted: 2000,
    whenEmpty: 500,
    withFormerName: 3000,
  },
} as const;

export interface TypingOptions {
  brand: string;
  suffix: string;
  formerText: string;
  /** The brand is shown already (prerendered) and has had its pause: the first cycle starts with
   * the suffix. */
  brandShown?: boolean;
}

/** Steps that type `to` after `from` (which it extends), the last one waiting `pause`. */
function typed(from: string, to: string, pause: number): TypingStep[] {
  const steps: TypingStep[] = [];
  for (let i = from.length + 1; i <= to.length; i++) {
    steps.push({ text: to.slice(0, i), delay: i === to.length ? pause : TYPING.typeMs });
  }
  return steps;
}

/** Steps that delete `from` back to `to` (a prefix of it), the last one waiting `pause`. */
function deleted(from: string, to: string, pause: number): TypingStep[] {
  const steps: TypingStep[] = [];
  for (let i = from.length - 1; i >= to.length; i--) {
    steps.push({ text: from.slice(0, i), delay: i === to.length ? pause : TYPING.deleteMs });
  }
  return steps;
}

/** Endless steps: type the brand (unless shown), then loop adding and removing the domain
 * suffix; after 45 s, delete all, type the former name, delete it and start over. */
export function* typingSequence({
  brand,
  suffix,
  formerText,
  brandShown = false,
}: TypingOptions): Generator<TypingStep> {
  const { pauses } = TYPING;
  let intro = brandShown ? [] : typed("", brand, pauses.afterBrand);
  for (;;) {
    let elapsed = 0;
    let current = "";
    const cycle = function* () {
      yield* intro;
      for (;;) {
        yield* typed(brand, brand + suffix, pauses.withSuffix);
        yield* deleted(brand + suffix, brand, pauses.afterSuffixDeleted);
      }
    };
    for (const step of cycle()) {
      current = step.text;
      const left = TYPING.interruptEveryMs - elapsed;
      if (step.delay >= left) {
        yield { text: step.text, delay: left };
        break;
      }
      elapsed += step.delay;
      yield step;
    }
    yield* deleted(current, "", pauses.whenEmpty);
    yield* typed("", formerText, pauses.withFormerName);
    yield* deleted(formerText, "", pauses.whenEmpty);
    intro = typed("", brand, pauses.afterBrand);
  }
}
