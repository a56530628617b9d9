import { describe, expect, it } from "vitest";
import { reasonInWords, reasonsInWords } from "./reasons";
import { MIN_FILL_MS, REPEAT_WINDOW_MS, SIGNALS } from "./signals";

describe("spam reasons in words", () => {
  it.each(SIGNALS.map((s) => s.id))("has a plain sentence for %s", (id) => {
    const sentence = reasonInWords(id);
    expect(sentence).not.toContain(id);
    expect(sentence).toMatch(/^[A-Z].*\.$/);
  });

  it("gives every signal its own sentence", () => {
    const sentences = SIGNALS.map((s) => reasonInWords(s.id));
    expect(new Set(sentences).size).toBe(SIGNALS.length);
  });

  it("states the same limits the signals use", () => {
    expect(reasonInWords("too-fast")).toContain(`${MIN_FILL_MS / 1000} seconds`);
    expect(reasonInWords("repeated-body")).toContain(`${REPEAT_WINDOW_MS / 86_400_000} days`);
  });

  it("names an unknown code rather than failing, and never reads inherited keys", () => {
    expect(reasonInWords("new-signal")).toBe(
      "It was flagged for a reason this version does not describe (new-signal).",
    );
    expect(reasonInWords("constructor")).toContain("(constructor)");
  });

  it("maps a list in order", () => {
    expect(reasonsInWords(["too-fast", "no-referer"])).toEqual([
      reasonInWords("too-fast"),
      reasonInWords("no-referer"),
    ]);
    expect(reasonsInWords([])).toEqual([]);
  });
});
