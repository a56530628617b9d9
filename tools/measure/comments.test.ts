import { describe, expect, it } from "vitest";
import { measure, measureText } from "./comments";

/** The longest comment block production code may hold: a comment states the rule and why. */
const MAX_BLOCK_LINES = 3;

describe("measureText", () => {
  it("counts lines holding only comment, in blocks of consecutive ones", () => {
    const source = [
      "/**",
      " * A rule.",
      " */",
      "const a = 1; // trailing: a code line",
      'const url = "https://e.example/"; /* not a block */',
      "",
      "// one",
      "// two",
    ].join("\n");
    const m = measureText("x.ts", source);
    expect(m.commentLines).toBe(5);
    expect(m.codeLines).toBe(2);
    expect(m.blocks.map((b) => [b.line, b.lines])).toEqual([
      [1, 3],
      [7, 2],
    ]);
  });

  it("reads JSX comments and style sheets", () => {
    const jsx = "const A = () => (\n  <div>\n    {/* a\n       b */}\n  </div>\n);";
    expect(measureText("a.tsx", jsx).blocks).toEqual([{ file: "a.tsx", line: 3, lines: 2 }]);
    const css = 'a::before { content: "/* no */"; }\n/* one\n   two */\nb {}';
    expect(measureText("a.css", css).blocks).toEqual([{ file: "a.css", line: 2, lines: 2 }]);
  });
});

describe("production comments", () => {
  const files = measure(process.cwd());

  it(`keep every block to ${MAX_BLOCK_LINES} lines`, () => {
    const long = files
      .flatMap((f) => f.blocks)
      .filter((b) => b.lines > MAX_BLOCK_LINES)
      .map((b) => `${b.file}:${b.line} (${b.lines} lines)`);
    expect(long).toEqual([]);
  });
});
