/** The rules of `npm run layout` as pure functions over the measured geometry
 * (tools/measure/layout/layout-measure.ts), apart from the browser so each has a unit test. */
import { deepRags, splitLines, type LineBox, type RagWord } from "./rag-rules";

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const DEFECT_KINDS = [
  "horizontal-scroll",
  "clipped-text",
  "fixed-overlap",
  "long-line",
  "deep-rag",
  "small-target",
] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

export interface Defect {
  kind: DefectKind;
  /** What is wrong where: the element and the figure, e.g. `p "Our story…": 140 characters`. */
  subject: string;
  detail: string;
}

/** Longest prose line allowed (prose aims at 60–75 characters a line, never over 90). */
export const MAX_LINE_CHARS = 90;
/** WCAG 2.5.8 Target Size (Minimum). */
export const MIN_TARGET = 24;
/** Overlaps and overhangs up to this many CSS pixels are sub-pixel rounding, not defects. */
export const TOLERANCE = 1;

export const width = (r: Rect) => r.right - r.left;
export const height = (r: Rect) => r.bottom - r.top;

/** The common part of two rectangles, or null when they do not overlap by more than `tolerance`. */
export function intersection(a: Rect, b: Rect, tolerance = 0): Rect | null {
  const r = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return width(r) > tolerance && height(r) > tolerance ? r : null;
}

/** How far `inner` sticks out of `box` on each side (0 where it does not). */
export function overhang(box: Rect, inner: Rect) {
  return {
    left: Math.max(0, box.left - inner.left),
    top: Math.max(0, box.top - inner.top),
    right: Math.max(0, inner.right - box.right),
    bottom: Math.max(0, inner.bottom - box.bottom),
  };
}

/** The largest overhang of `inner` outside `box`, in px. */
export const maxOverhang = (box: Rect, inner: Rect) =>
  Math.max(...Object.values(overhang(box, inner)));

export type { LineBox };

/** A word's first rendered box (and, for the deep rag, its line box and unbreakable run). */
export type Word = RagWord;

/** A block's rendered lines (splitLines), each line's words joined by single spaces. */
export function renderedLines(words: Word[]): string[] {
  return splitLines(words).map((line) => line.map((w) => w.text).join(" "));
}

/** The longest rendered line of a block, in characters (0 for no words). */
export function longestLine(words: Word[]): { chars: number; text: string } {
  let best = { chars: 0, text: "" };
  for (const line of renderedLines(words)) {
    if (line.length > best.chars) best = { chars: line.length, text: line };
  }
  return best;
}

export interface Target {
  subject: string;
  rect: Rect;
  /** An inline link inside a sentence (WCAG 2.5.8's "Inline" exception). */
  inline: boolean;
}

const centre = (r: Rect) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });

/** Whether a circle meets a rectangle (touching counts as not meeting). */
export function circleMeetsRect(cx: number, cy: number, radius: number, r: Rect): boolean {
  const dx = cx - Math.max(r.left, Math.min(cx, r.right));
  const dy = cy - Math.max(r.top, Math.min(cy, r.bottom));
  return dx * dx + dy * dy < radius * radius;
}

export const isUndersized = (r: Rect) =>
  width(r) < MIN_TARGET - 0.01 || height(r) < MIN_TARGET - 0.01;

/** WCAG 2.5.8 Target Size (Minimum): fails a target under 24×24 CSS px unless it is inline in a
 * sentence or spaced (a 24 px circle on it meets no other target or undersized target's
 * circle). */
export function smallTargets(targets: Target[]): Target[] {
  const undersized = targets.filter((t) => !t.inline && isUndersized(t.rect));
  const radius = MIN_TARGET / 2;
  return undersized.filter((t) => {
    const c = centre(t.rect);
    return targets.some((o) => {
      if (o === t) return false;
      if (circleMeetsRect(c.x, c.y, radius, o.rect)) return true;
      if (o.inline || !isUndersized(o.rect)) return false;
      const oc = centre(o.rect);
      return Math.hypot(c.x - oc.x, c.y - oc.y) < MIN_TARGET;
    });
  });
}

/** Rounds for messages: whole pixels. */
export const px = (n: number) => `${Math.round(n)} px`;

/** Shortens a text for a table cell. */
export const snippet = (text: string, max = 40) => {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** What tools/measure/layout/layout-measure.ts reads from one page at one width (plain data). */
export interface Measure {
  viewportWidth: number;
  viewportHeight: number;
  scrollWidth: number;
  /** Elements reaching past the right edge, widest first (only when the page scrolls sideways). */
  wide: { subject: string; right: number }[];
  /** Boxes that hide their overflow, outer before inner, with the text drawn inside them. */
  clipBoxes: {
    subject: string;
    box: Rect;
    texts: { id: number; text: string; rects: Rect[]; marquee: boolean }[];
  }[];
  /** Paragraphs, list items and the like, with the words they render and the boxes their lines
   * are set in. */
  prose: { subject: string; words: Word[]; boxes?: LineBox[] }[];
  /** Fixed or sticky elements in the first viewport (the top bar left out) and what they meet. */
  overlays: {
    subject: string;
    rect: Rect;
    covers: { kind: "text" | "image" | "control"; subject: string; rect: Rect; onTop: boolean }[];
  }[];
  targets: Target[];
}

/** Every defect of one page at one width. */
export function findDefects(m: Measure): Defect[] {
  const defects: Defect[] = [];

  if (m.scrollWidth > m.viewportWidth) {
    const culprits = m.wide
      .slice(0, 2)
      .map((w) => `${w.subject} to ${px(w.right)}`)
      .join(", ");
    defects.push({
      kind: "horizontal-scroll",
      subject: "page",
      detail: `${m.scrollWidth} px wide in ${m.viewportWidth} px${culprits ? `; ${culprits}` : ""}`,
    });
  }

  // Each cut text is charged to the innermost box that cuts it.
  const cutBy = new Map<number, { box: number; by: number; text: string }>();
  m.clipBoxes.forEach((b, i) => {
    for (const t of b.texts) {
      if (t.marquee) continue;
      const by = Math.max(0, ...t.rects.map((r) => maxOverhang(b.box, r)));
      if (by > TOLERANCE) cutBy.set(t.id, { box: i, by, text: t.text });
    }
  });
  const perBox = new Map<number, { by: number; texts: string[] }>();
  for (const c of cutBy.values()) {
    const entry = perBox.get(c.box) ?? { by: 0, texts: [] };
    entry.by = Math.max(entry.by, c.by);
    entry.texts.push(c.text);
    perBox.set(c.box, entry);
  }
  for (const [i, e] of [...perBox].sort((a, b) => a[0] - b[0])) {
    defects.push({
      kind: "clipped-text",
      subject: m.clipBoxes[i]!.subject,
      detail: `${e.texts.length} text(s) cut off by up to ${px(e.by)}, e.g. "${snippet(e.texts[0]!, 30)}"`,
    });
  }

  for (const o of m.overlays) {
    const hits = o.covers
      .filter((c) => c.onTop)
      .map((c) => ({ c, overlap: intersection(o.rect, c.rect, TOLERANCE) }))
      .filter((h): h is { c: (typeof o.covers)[number]; overlap: Rect } => h.overlap !== null);
    if (hits.length === 0) continue;
    const counts = (["image", "control", "text"] as const)
      .map((k) => [k, hits.filter((h) => h.c.kind === k).length] as const)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ");
    const first = hits.find((h) => h.c.kind === "image") ?? hits[0]!;
    defects.push({
      kind: "fixed-overlap",
      subject: o.subject,
      detail: `covers ${counts}; ${first.c.subject} by ${px(width(first.overlap))} × ${px(height(first.overlap))}`,
    });
  }

  for (const p of m.prose) {
    const line = longestLine(p.words);
    if (line.chars > MAX_LINE_CHARS) {
      defects.push({
        kind: "long-line",
        subject: p.subject,
        detail: `${line.chars} characters: "${snippet(line.text, 30)}"`,
      });
    }
  }

  for (const p of m.prose) {
    const rag = deepRags(p.words, p.boxes ?? [])[0];
    if (rag) {
      defects.push({
        kind: "deep-rag",
        subject: p.subject,
        detail: `"${snippet(rag.line, 30)}" leaves ${px(rag.room)}, room for "${rag.next}" (${px(rag.nextWidth)}) twice`,
      });
    }
  }

  for (const t of smallTargets(m.targets)) {
    defects.push({
      kind: "small-target",
      subject: t.subject,
      detail: `${px(width(t.rect))} × ${px(height(t.rect))}`,
    });
  }
  return defects;
}
