import { describe, expect, it } from "vitest";
import { EMPTY_MEASURE } from "./empty-measure";
import { findDefects } from "./layout-rules";
import { deepRags, type LineBox, type RagWord } from "./rag-rules";

/** Words set line by line in a 200 px box, 8 px a character: each line's words given. */
function setLines(lines: string[][], units: number[][] = []): RagWord[] {
  let unit = 100;
  return lines.flatMap((line, row) => {
    let x = 0;
    return line.map((text, i) => {
      const word = {
        text,
        top: row * 20,
        bottom: row * 20 + 16,
        left: x,
        right: x + text.length * 8,
        box: 0,
        unit: units[row]?.[i] ?? unit++,
      };
      x += (text.length + 1) * 8;
      return word;
    });
  });
}
const box200: LineBox = { left: 0, right: 200, centred: false, skip: false };

describe("deepRags", () => {
  it("fails a line whose leftover room would hold the next word twice over", () => {
    // "procedures that" ends at 120 px, leaving 80: "your" (32 px) fits twice over. "your
    // professional" leaves 64 px: "call" (32 px) exactly twice, which passes.
    const words = setLines([
      ["procedures", "that"],
      ["your", "professional"],
      ["call", "for"],
    ]);
    expect(deepRags(words, [box200])).toEqual([
      { line: "procedures that", room: 80, next: "your", nextWidth: 32 },
    ]);
  });

  it("passes a one-word adjustment and the paragraph's last line", () => {
    // 22 characters: 176 px, leaving 24 px; the next word is 4 characters (32 px). The second
    // line leaves 16 px and the last line leaves its room to nothing.
    const words = setLines([["aaaaaaaaaaa", "bbbbbbbbbb"], ["word", "cccccccccccccccccc"], ["x"]]);
    expect(deepRags(words, [box200])).toEqual([]);
  });

  it("counts an unbreakable run as one word, and skips boxes meant to rag", () => {
    const words = setLines(
      [
        ["aaaaaaaaaa", "bbb"],
        ["call", "for,", "and"],
      ],
      [[], [7, 7]],
    );
    // 14 characters leave 88 px; "call for," is 72 px wide: held once, not twice.
    expect(deepRags(words, [box200])).toEqual([]);
    const loose = setLines([["aa"], ["word"]]);
    expect(deepRags(loose, [{ ...box200, skip: true }])).toEqual([]);
    expect(deepRags(loose, [box200])).toHaveLength(1);
  });

  it("measures a centred line's leftover on both sides together", () => {
    const words = setLines([["aaaaaaaaaaaaaaaaa"], ["word"]]).map((w, i) =>
      i === 0 ? { ...w, left: 32, right: 168 } : w,
    );
    // 136 px of text leaves 64 px in all: exactly twice "word", not more.
    expect(deepRags(words, [{ ...box200, centred: true }])).toEqual([]);
    expect(deepRags(words, [box200])).toHaveLength(0);
  });
});

describe("findDefects: deep rags", () => {
  it("reports a deep rag by its line and the word that would have fitted", () => {
    const words = setLines([["document", "the"], ["your"]]);
    const defects = findDefects({
      ...EMPTY_MEASURE,
      prose: [{ subject: "p", words, boxes: [box200] }],
    });
    expect(defects).toEqual([
      {
        kind: "deep-rag",
        subject: "p",
        detail: '"document the" leaves 104 px, room for "your" (32 px) twice',
      },
    ]);
  });
});
