import { describe, expect, it } from "vitest";
import { TYPING, typingSequence, type TypingStep } from "./typing-sequence";

const options = { brand: "Lexcore", suffix: ".tech", formerText: "Formerly A to Z Digital" };

function take(count: number): TypingStep[] {
  const steps: TypingStep[] = [];
  for (const step of typingSequence(options)) {
    steps.push(step);
    if (steps.length === count) break;
  }
  return steps;
}

/** Steps until the total delay reaches `ms`, with the time each step appears. */
function timeline(ms: number) {
  const out: { at: number; text: string; delay: number }[] = [];
  let at = 0;
  for (const step of typingSequence(options)) {
    out.push({ at, ...step });
    at += step.delay;
    if (at > ms) break;
  }
  return out;
}

describe("typingSequence", () => {
  it("types the brand one character every 150 ms, then pauses 1000 ms", () => {
    const steps = take(7);
    expect(steps.map((s) => s.text).join(" ")).toBe("L Le Lex Lexc Lexco Lexcor Lexcore");
    expect(steps.slice(0, 6).every((s) => s.delay === 150)).toBe(true);
    expect(steps[6]?.delay).toBe(1000);
  });

  it("types the suffix, shows it 15 s, deletes it at 100 ms a character and pauses 2 s", () => {
    const steps = take(7 + 5 + 5);
    const suffix = steps.slice(7, 12);
    expect(suffix.map((s) => s.text).join(" ")).toBe(
      "Lexcore. Lexcore.t Lexcore.te Lexcore.tec Lexcore.tech",
    );
    expect(suffix.slice(0, 4).every((s) => s.delay === 150)).toBe(true);
    expect(suffix[4]?.delay).toBe(15_000);
    const removal = steps.slice(12);
    expect(removal.map((s) => s.text).join(" ")).toBe(
      "Lexcore.tec Lexcore.te Lexcore.t Lexcore. Lexcore",
    );
    expect(removal.slice(0, 4).every((s) => s.delay === 100)).toBe(true);
    expect(removal[4]?.delay).toBe(2000);
  });

  it("repeats the suffix cycle", () => {
    const texts = take(7 + 10 + 5).map((s) => s.text);
    expect(texts.slice(17).join(" ")).toBe(
      "Lexcore. Lexcore.t Lexcore.te Lexcore.tec Lexcore.tech",
    );
  });

  it("at 45 s deletes everything and types the former name, then returns to the cycle", () => {
    const steps = timeline(120_000);
    const interruptAt = steps.findIndex((s) => s.at === TYPING.interruptEveryMs);
    expect(interruptAt).toBeGreaterThan(0);
    // Nothing after 45 s belongs to the suffix cycle until the text is empty again.
    const afterInterrupt = steps.slice(interruptAt);
    const emptyAt = afterInterrupt.findIndex((s) => s.text === "");
    expect(
      afterInterrupt
        .slice(0, emptyAt + 1)
        .every((s, i, a) => i === 0 || s.text.length < a[i - 1]!.text.length),
    ).toBe(true);
    expect(afterInterrupt[emptyAt]?.delay).toBe(500);
    const former = afterInterrupt.find((s) => s.text === "Formerly A to Z Digital");
    expect(former?.delay).toBe(3000);
    expect(former!.at).toBeGreaterThan(TYPING.interruptEveryMs);
    // Then the brand is typed again and the cycle restarts with the suffix.
    const afterFormer = afterInterrupt.slice(afterInterrupt.indexOf(former!));
    const emptyAgain = afterFormer.findIndex((s) => s.text === "");
    expect(afterFormer[emptyAgain]?.delay).toBe(500);
    const brandAgain = afterFormer.slice(emptyAgain + 1, emptyAgain + 8);
    expect(brandAgain.at(-1)).toMatchObject({ text: "Lexcore", delay: 1000 });
    expect(afterFormer[emptyAgain + 8]?.text).toBe("Lexcore.");
  });

  it("interrupts again 45 s after the brand is retyped", () => {
    const steps = timeline(200_000);
    const formers = steps.filter((s) => s.text === "Formerly A to Z Digital");
    expect(formers.length).toBeGreaterThanOrEqual(2);
    const brandRetyped = steps.findIndex(
      (s, i) => i > steps.indexOf(formers[0]!) && s.text === "Lexcore",
    );
    const start = steps[brandRetyped]!.at + steps[brandRetyped]!.delay;
    const secondDeletion = steps.find((s) => s.at === start - 1000 + TYPING.interruptEveryMs);
    expect(secondDeletion).toBeDefined();
  });

  it("with the brand shown already, starts with the suffix and never shows a lone letter first", () => {
    const steps: TypingStep[] = [];
    for (const step of typingSequence({ ...options, brandShown: true })) {
      steps.push(step);
      if (steps.length === 10) break;
    }
    expect(
      steps
        .slice(0, 5)
        .map((s) => s.text)
        .join(" "),
    ).toBe("Lexcore. Lexcore.t Lexcore.te Lexcore.tec Lexcore.tech");
    expect(steps.slice(0, 4).every((s) => s.delay === 150)).toBe(true);
    expect(steps[4]?.delay).toBe(15_000);
    expect(steps.every((s) => s.text.startsWith("Lexcore"))).toBe(true);
  });

  it("with the brand shown already, still types it letter by letter after the former name", () => {
    let at = 0;
    const texts: string[] = [];
    for (const step of typingSequence({ ...options, brandShown: true })) {
      texts.push(step.text);
      at += step.delay;
      if (at > 60_000) break;
    }
    const after = texts.slice(texts.indexOf("Formerly A to Z Digital"));
    expect(after).toEqual(expect.arrayContaining(["", "L", "Lex", "Lexcore", "Lexcore."]));
  });

  it("only uses the spec's timings", () => {
    const allowed = new Set([150, 100, 500, 1000, 2000, 3000, 15_000]);
    const steps = timeline(100_000);
    // The step that reaches the 45 s mark is shortened to land on it exactly.
    const odd = steps.filter((s) => !allowed.has(s.delay));
    expect(
      odd.every((s) => s.at + s.delay === TYPING.interruptEveryMs || s.at + s.delay > 90_000),
    ).toBe(true);
  });
});
