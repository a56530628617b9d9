import { describe, expect, it } from "vitest";
import {
  circleMeetsRect,
  findDefects,
  intersection,
  longestLine,
  maxOverhang,
  type Rect,
  renderedLines,
  smallTargets,
  type Target,
  type Word,
} from "./layout-rules";
import { EMPTY_MEASURE } from "./empty-measure";

const rect = (left: number, top: number, w: number, h: number): Rect => ({
  left,
  top,
  right: left + w,
  bottom: top + h,
});

/** Words laid out as a browser would: `perLine` words a line, 8 px a character, 20 px lines. */
function layout(text: string, perLine: number, lineHeight = 20): Word[] {
  let x = 0;
  return text.split(" ").map((w, i) => {
    if (i % perLine === 0) x = 0;
    const word = { text: w, top: Math.floor(i / perLine) * lineHeight, left: x };
    x += (w.length + 1) * 8;
    return { ...word, bottom: word.top + 16 };
  });
}

describe("rect helpers", () => {
  it("finds the common part of two rectangles, or none", () => {
    expect(intersection(rect(0, 0, 100, 100), rect(50, 60, 100, 100))).toEqual(
      rect(50, 60, 50, 40),
    );
    expect(intersection(rect(0, 0, 100, 100), rect(100, 0, 10, 10))).toBeNull();
    // A 1 px sliver is rounding, not an overlap, once a tolerance is given.
    expect(intersection(rect(0, 0, 100, 100), rect(99, 0, 10, 10), 1)).toBeNull();
  });

  it("measures how far a box sticks out of another", () => {
    expect(maxOverhang(rect(0, 0, 100, 50), rect(10, 10, 20, 10))).toBe(0);
    expect(maxOverhang(rect(0, 0, 100, 50), rect(90, 10, 70, 10))).toBe(60);
    expect(maxOverhang(rect(0, 0, 100, 50), rect(10, -5, 20, 10))).toBe(5);
  });

  it("tells whether a circle meets a rectangle", () => {
    expect(circleMeetsRect(0, 0, 12, rect(10, 0, 10, 10))).toBe(true);
    expect(circleMeetsRect(0, 0, 12, rect(12, 0, 10, 10))).toBe(false);
    // Corner: the nearest point is (9, 9), 12.7 px away.
    expect(circleMeetsRect(0, 0, 12, rect(9, 9, 10, 10))).toBe(false);
  });
});

describe("renderedLines", () => {
  it("splits words into the lines they render on and counts their characters", () => {
    const words = layout("one two three four five six seven", 3);
    expect(renderedLines(words)).toEqual(["one two three", "four five six", "seven"]);
    expect(longestLine(words)).toEqual({ chars: 13, text: "one two three" });
  });

  it("keeps a taller inline word (a larger font or an icon) on its line", () => {
    const words: Word[] = [
      { text: "big", top: 0, bottom: 30, left: 0 },
      { text: "small", top: 8, bottom: 24, left: 40 },
      { text: "next", top: 34, bottom: 50, left: 0 },
    ];
    expect(renderedLines(words)).toEqual(["big small", "next"]);
  });

  it("starts a new line when a word wraps back to the left, even with overlapping boxes", () => {
    const words: Word[] = [
      { text: "a", top: 0, bottom: 20, left: 0 },
      { text: "b", top: 0, bottom: 20, left: 20 },
      { text: "c", top: 9, bottom: 29, left: 0 },
    ];
    expect(renderedLines(words)).toEqual(["a b", "c"]);
  });

  it("has no lines for no words", () => {
    expect(longestLine([])).toEqual({ chars: 0, text: "" });
  });
});

describe("smallTargets (WCAG 2.5.8)", () => {
  const target = (subject: string, r: Rect, inline = false): Target => ({
    subject,
    rect: r,
    inline,
  });

  it("passes targets of 24×24 px and more", () => {
    expect(
      smallTargets([target("a", rect(0, 0, 24, 24)), target("b", rect(24, 0, 40, 30))]),
    ).toEqual([]);
  });

  it("fails an undersized target whose 24 px circle meets a neighbour", () => {
    const small = target("small", rect(0, 0, 20, 20));
    expect(smallTargets([small, target("big", rect(21, 0, 40, 40))])).toEqual([small]);
  });

  it("passes an undersized target spaced so the circles stay apart", () => {
    // 20 px tall links 28 px apart: centres 28 px apart, no circle meets a box.
    const links = [0, 28, 56].map((y) => target(`link ${y}`, rect(0, y, 80, 20)));
    expect(smallTargets(links)).toEqual([]);
  });

  it("fails undersized targets whose centres are under 24 px apart", () => {
    const a = target("a", rect(0, 0, 80, 16));
    const b = target("b", rect(0, 20, 80, 16));
    expect(smallTargets([a, b])).toEqual([a, b]);
  });

  it("exempts inline links in a sentence", () => {
    const inline = target("in a sentence", rect(0, 0, 60, 18), true);
    expect(smallTargets([inline, target("next", rect(0, 19, 60, 30))])).toEqual([]);
  });
});

describe("findDefects", () => {
  it("finds nothing on a page that fits", () => {
    expect(findDefects(EMPTY_MEASURE)).toEqual([]);
  });

  it("reports sideways scroll with the element that reaches furthest", () => {
    const defects = findDefects({
      ...EMPTY_MEASURE,
      scrollWidth: 420,
      wide: [{ subject: "pre", right: 420 }],
    });
    expect(defects).toEqual([
      {
        kind: "horizontal-scroll",
        subject: "page",
        detail: "420 px wide in 375 px; pre to 420 px",
      },
    ]);
  });

  it("charges cut-off text to the innermost box that cuts it, and skips marquees", () => {
    const text = (id: number, r: Rect, marquee = false) => ({
      id,
      text: `t${id}`,
      rects: [r],
      marquee,
    });
    const defects = findDefects({
      ...EMPTY_MEASURE,
      clipBoxes: [
        { subject: "outer", box: rect(0, 0, 300, 300), texts: [text(1, rect(250, 10, 100, 10))] },
        {
          subject: "inner",
          box: rect(0, 0, 200, 100),
          texts: [text(1, rect(250, 10, 100, 10)), text(2, rect(10, 10, 50, 10))],
        },
        {
          subject: "ticker",
          box: rect(0, 0, 375, 40),
          texts: [text(3, rect(0, 10, 2000, 20), true)],
        },
      ],
    });
    expect(defects).toEqual([
      {
        kind: "clipped-text",
        subject: "inner",
        detail: '1 text(s) cut off by up to 150 px, e.g. "t1"',
      },
    ]);
  });

  it("reports a fixed element drawn over content, not one drawn under it", () => {
    const defects = findDefects({
      ...EMPTY_MEASURE,
      overlays: [
        {
          subject: "side links",
          rect: rect(1100, 300, 180, 100),
          covers: [
            { kind: "image", subject: "illustration", rect: rect(700, 100, 548, 400), onTop: true },
            { kind: "text", subject: "text", rect: rect(1150, 350, 40, 16), onTop: false },
          ],
        },
      ],
    });
    expect(defects).toEqual([
      {
        kind: "fixed-overlap",
        subject: "side links",
        detail: "covers 1 image; illustration by 148 px × 100 px",
      },
    ]);
  });

  it("reports a prose line over 90 characters", () => {
    const words = layout(Array.from({ length: 40 }, () => "word").join(" "), 19);
    expect(longestLine(words).chars).toBe(94);
    const defects = findDefects({ ...EMPTY_MEASURE, prose: [{ subject: "p", words }] });
    expect(defects).toMatchObject([{ kind: "long-line", subject: "p" }]);
    const short = layout(Array.from({ length: 40 }, () => "word").join(" "), 18);
    expect(findDefects({ ...EMPTY_MEASURE, prose: [{ subject: "p", words: short }] })).toEqual([]);
  });

  it("reports an undersized link by its size", () => {
    const defects = findDefects({
      ...EMPTY_MEASURE,
      targets: [
        { subject: "a", rect: rect(0, 0, 60, 16), inline: false },
        { subject: "b", rect: rect(0, 18, 60, 16), inline: false },
      ],
    });
    expect(defects.map((d) => d.detail)).toEqual(["60 px × 16 px", "60 px × 16 px"]);
  });
});
