/** `npm run layout`'s deep-rag rule (docs/measuring.md): a line of running text that ended
 * early, as a pure function over the words measured by layout-measure.ts. */

/** A word as measured: its box on one line, the box its lines are set in, its unbreakable run. */
export interface RagWord {
  text: string;
  top: number;
  bottom: number;
  left: number;
  right?: number;
  /** Index of the box its lines are set in (the nearest non-inline ancestor). */
  box?: number;
  /** Words that cannot break apart (a nowrap run, an inline-block) share a unit. */
  unit?: number;
}

/** The room a block's lines are set in: its content box, and whether its lines are centred.
 * `skip` marks boxes whose rag is meant (headings, balanced text). */
export interface LineBox {
  left: number;
  right: number;
  centred: boolean;
  skip: boolean;
}

/** Splits a block's words into rendered lines: a word starts a line when it sits below the
 * current one or wraps back left. */
export function splitLines<W extends Pick<RagWord, "top" | "bottom" | "left">>(words: W[]): W[][] {
  const lines: W[][] = [];
  let bottom = -Infinity;
  let lastLeft = -Infinity;
  for (const w of words) {
    const middle = (w.top + w.bottom) / 2;
    if (lines.length === 0 || middle > bottom || w.left < lastLeft) {
      lines.push([]);
      bottom = w.bottom;
    } else {
      bottom = Math.max(bottom, w.bottom);
    }
    lines.at(-1)!.push(w);
    lastLeft = w.left;
  }
  return lines;
}

/** A deep rag: a line, not its box's last, whose leftover room would have held the next line's
 * first word (or unbreakable run) twice over; `pretty` moving one word down stays within it. */
export function deepRags(
  words: RagWord[],
  boxes: LineBox[],
  tolerance = 1,
): { line: string; room: number; next: string; nextWidth: number }[] {
  const found: { line: string; room: number; next: string; nextWidth: number }[] = [];
  boxes.forEach((box, b) => {
    if (box.skip) return;
    const lines = splitLines(words.filter((w) => w.box === b && w.right !== undefined));
    for (let i = 0; i + 1 < lines.length; i++) {
      const line = lines[i]!;
      const next = lines[i + 1]!;
      const first = next[0]!;
      const unit = next.filter(
        (w, j) => j === 0 || (first.unit !== undefined && w.unit === first.unit),
      );
      const nextWidth = Math.max(...unit.map((w) => w.right!)) - first.left;
      const lineLeft = line[0]!.left;
      const lineRight = Math.max(...line.map((w) => w.right!));
      const room = box.centred
        ? box.right - box.left - (lineRight - lineLeft)
        : box.right - lineRight;
      if (room > 2 * nextWidth + tolerance) {
        found.push({
          line: line.map((w) => w.text).join(" "),
          room,
          next: unit.map((w) => w.text).join(" "),
          nextWidth,
        });
      }
    }
  });
  return found;
}
