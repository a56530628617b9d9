/** Runs inside the page (its source is passed to the browser), so it imports nothing at run time
 * and returns plain geometry; the rules that judge it are in layout-rules.ts. What is measured
 * and what is left out: docs/measuring.md. */
import type { Measure, Rect } from "./layout-rules";

export function measurePage(): Measure {
  const root = document.documentElement;
  const vw = root.clientWidth;
  const vh = window.innerHeight;
  const toRect = (r: DOMRect | DOMRectReadOnly): Rect => ({
    left: r.left,
    top: r.top,
    right: r.right,
    bottom: r.bottom,
  });
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const shown = new Map<Element, boolean>();
  /** Not hidden, not transparent, not inside a visually hidden (≤ 1×1 px) box. */
  const isShown = (el: Element): boolean => {
    const known = shown.get(el);
    if (known !== undefined) return known;
    const s = style(el);
    let result = s.display !== "none" && s.opacity !== "0";
    if (result && s.overflow !== "visible") {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) result = false;
    }
    if (result && el.parentElement) result = isShown(el.parentElement);
    shown.set(el, result);
    return result;
  };
  const visibleText = (t: Text) =>
    !!t.parentElement &&
    /\S/.test(t.data) &&
    style(t.parentElement).visibility === "visible" &&
    isShown(t.parentElement) &&
    !t.parentElement.closest("script, style, noscript, template, select, option");
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : "";
    const cls =
      typeof el.className === "string" && el.className.trim()
        ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}`
        : "";
    const label =
      el.getAttribute("aria-label") ?? (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const text = label.length > 28 ? `${label.slice(0, 27)}…` : label;
    return `${tag}${id || cls}${text ? ` "${text}"` : ""}`;
  };
  const textNodes = (within: Element): Text[] => {
    const out: Text[] = [];
    const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (visibleText(n as Text)) out.push(n as Text);
    }
    return out;
  };
  const textRects = (t: Text): Rect[] => {
    const range = document.createRange();
    range.selectNodeContents(t);
    return [...range.getClientRects()].filter((r) => r.width > 0).map(toRect);
  };
  const all = [...document.body.querySelectorAll("*")];

  // 1. Sideways scroll and what reaches past the edge.
  const scrollWidth = root.scrollWidth;
  const wide: Measure["wide"] = [];
  if (scrollWidth > vw) {
    for (const el of all) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= vw + 0.5 || style(el).position === "fixed") continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (style(a).overflowX !== "visible") clipped = true;
      }
      if (!clipped) wide.push({ subject: describe(el), right: r.right });
    }
    wide.sort((a, b) => b.right - a.right);
  }

  // 2. Boxes that hide their overflow.
  const textIds = new Map<Text, number>();
  const clipBoxes: Measure["clipBoxes"] = [];
  for (const el of all) {
    const s = style(el);
    const hideX = s.overflowX === "hidden" || s.overflowX === "clip";
    const hideY = s.overflowY === "hidden" || s.overflowY === "clip";
    if (!(hideX || hideY) || !isShown(el)) continue;
    if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
    const r = el.getBoundingClientRect();
    const box = {
      left: hideX ? r.left + el.clientLeft : -Infinity,
      top: hideY ? r.top + el.clientTop : -Infinity,
      right: hideX ? r.left + el.clientLeft + el.clientWidth : Infinity,
      bottom: hideY ? r.top + el.clientTop + el.clientHeight : Infinity,
    };
    const texts = textNodes(el).map((t) => {
      if (!textIds.has(t)) textIds.set(t, textIds.size);
      let marquee = false;
      for (let a = t.parentElement; a && a !== el; a = a.parentElement) {
        if (style(a).animationName !== "none" && style(a).whiteSpace === "nowrap") marquee = true;
      }
      return { id: textIds.get(t)!, text: t.data, rects: textRects(t), marquee };
    });
    if (texts.length > 0) clipBoxes.push({ subject: describe(el), box, texts });
  }

  // 4. Prose lines, card text included; skipped sections laid out first (a
  // CSSOM change, which the page's CSP allows; it is the same at every width).
  for (const el of document.querySelectorAll<HTMLElement>("*")) {
    if (style(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  }
  const PROSE = "p, li, dd, blockquote, figcaption, .card, .cta-box, .closing-panel";
  const prose: Measure["prose"] = [];
  // Words split where a line may break (a no-break space joins its neighbours); an inline-block
  // sits on the line around it whole, like a nowrap run.
  const BREAKABLE = /[^ \t\n\r\f]+/g;
  const ATOMIC = ["inline-block", "inline-flex", "inline-grid", "inline-table"];
  const NOWRAP = ["nowrap", "pre"];
  const lineBoxOf = (t: Text): Element => {
    let el = t.parentElement!;
    while (el.parentElement && ["inline", "contents", ...ATOMIC].includes(style(el).display)) {
      el = el.parentElement;
    }
    return el;
  };
  /** The outermost element inside `box` whose words cannot break apart. */
  const unbreakableOf = (t: Text, box: Element): Element | null => {
    let found: Element | null = null;
    for (let a: Element | null = t.parentElement; a && a !== box; a = a.parentElement) {
      if (NOWRAP.includes(style(a).whiteSpace) || ATOMIC.includes(style(a).display)) found = a;
    }
    return found;
  };
  for (const block of document.body.querySelectorAll(PROSE)) {
    if (!isShown(block) || block.getBoundingClientRect().width <= 1) continue;
    const words: Measure["prose"][number]["words"] = [];
    const boxEls: Element[] = [];
    const boxes: NonNullable<Measure["prose"][number]["boxes"]> = [];
    const units = new Map<Element, number>();
    const endedInWord = new Map<number, boolean>();
    let unitCount = 0;
    for (const t of textNodes(block)) {
      if (t.parentElement!.closest(PROSE) !== block) continue;
      const boxEl = lineBoxOf(t);
      let box = boxEls.indexOf(boxEl);
      if (box < 0) {
        box = boxEls.push(boxEl) - 1;
        const s = style(boxEl);
        const left = boxEl.getBoundingClientRect().left + boxEl.clientLeft;
        boxes.push({
          left: left + parseFloat(s.paddingLeft),
          right: left + boxEl.clientWidth - parseFloat(s.paddingRight),
          centred: s.textAlign === "center",
          // Headings, balanced text, nowrap boxes and decoration (the illustration) may rag.
          skip:
            !!boxEl.closest("h1, h2, h3, h4, h5, h6, [aria-hidden='true']") ||
            s.textWrapStyle === "balance" ||
            NOWRAP.includes(s.whiteSpace),
        });
      }
      const whole = unbreakableOf(t, boxEl);
      if (whole && !units.has(whole)) units.set(whole, unitCount++);
      // Text right after the last node's word (a link, then its full stop) cannot break from it.
      const glued = !/^\s/.test(t.data) && endedInWord.get(box) === true;
      endedInWord.set(box, /\S$/.test(t.data));
      for (const m of t.data.matchAll(BREAKABLE)) {
        const range = document.createRange();
        range.setStart(t, m.index);
        range.setEnd(t, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((x) => x.width > 0);
        const last = words.at(-1);
        const unit = whole
          ? units.get(whole)!
          : glued && m.index === 0 && last?.box === box
            ? last.unit!
            : unitCount++;
        // A word hyphenated across lines: once per line it is on.
        [...new Set(rects.map((x) => x.top))].forEach((top, i) => {
          const part = rects.filter((x) => x.top === top);
          const left = Math.min(...part.map((x) => x.left));
          const right = Math.max(...part.map((x) => x.right));
          const bottom = Math.max(...part.map((x) => x.bottom));
          words.push({ text: i === 0 ? m[0] : "", top, bottom, left, right, box, unit });
        });
      }
    }
    if (words.length > 0) prose.push({ subject: describe(block), words, boxes });
  }

  // 3. Fixed and sticky elements over the first viewport.
  const viewport = { left: 0, top: 0, right: vw, bottom: vh };
  const meets = (a: Rect, b: Rect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const positioned = all.filter((el) => {
    const p = style(el).position;
    return p === "fixed" || p === "sticky";
  });
  const outermost = positioned.filter((el) => !positioned.some((o) => o !== el && o.contains(el)));
  const inPositioned = (el: Element) => outermost.some((o) => o.contains(el));
  const overlays: Measure["overlays"] = [];
  const IMAGE = "img, svg, picture, video, canvas, [role='img']";
  const CONTROL =
    "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [tabindex]:not([tabindex='-1'])";
  const candidates: {
    kind: "text" | "image" | "control";
    subject: string;
    rect: Rect;
    el: Element;
  }[] = [];
  for (const el of all) {
    if (inPositioned(el) || !isShown(el) || style(el).visibility !== "visible") continue;
    const r = toRect(el.getBoundingClientRect());
    if (!meets(r, viewport)) continue;
    const decorative =
      el.getAttribute("aria-hidden") === "true" && r.right - r.left >= 48 && r.bottom - r.top >= 48;
    if (el.matches(IMAGE) || decorative) {
      candidates.push({ kind: "image", subject: describe(el), rect: r, el });
    } else if (el.matches(CONTROL)) {
      candidates.push({ kind: "control", subject: describe(el), rect: r, el });
    }
    for (const child of el.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !visibleText(child as Text)) continue;
      for (const tr of textRects(child as Text)) {
        if (meets(tr, viewport)) {
          candidates.push({
            kind: "text",
            subject: `text "${(child as Text).data.trim().slice(0, 24)}"`,
            rect: tr,
            el,
          });
        }
      }
    }
  }
  const nav = document.querySelector("nav");
  for (const el of outermost) {
    const s = style(el);
    if (!isShown(el) || s.visibility !== "visible" || s.pointerEvents === "none") continue;
    const r = toRect(el.getBoundingClientRect());
    if (r.right - r.left <= 0 || r.bottom - r.top <= 0 || !meets(r, viewport)) continue;
    const topBar = r.top <= 1 && r.right - r.left >= vw * 0.9 && !!nav && el.contains(nav);
    if (topBar) continue;
    const covers: Measure["overlays"][number]["covers"] = [];
    for (const c of candidates) {
      if (!meets(r, c.rect)) continue;
      const x = (Math.max(r.left, c.rect.left) + Math.min(r.right, c.rect.right)) / 2;
      const y = (Math.max(r.top, c.rect.top) + Math.min(r.bottom, c.rect.bottom)) / 2;
      const stack = document.elementsFromPoint(x, y);
      const over = stack.findIndex((e) => el.contains(e));
      const under = stack.findIndex((e) => c.el.contains(e));
      covers.push({
        kind: c.kind,
        subject: c.subject,
        rect: c.rect,
        onTop: over >= 0 && (under < 0 || over < under),
      });
    }
    overlays.push({ subject: describe(el), rect: r, covers });
  }

  // 5. Link and button targets.
  const TARGET =
    "a[href], button, [role='button'], [role='link'], input[type='button'], input[type='submit'], input[type='reset'], input[type='image'], summary";
  const targets: Measure["targets"] = [];
  for (const el of document.body.querySelectorAll(TARGET)) {
    if (!isShown(el) || style(el).visibility !== "visible") continue;
    const r = toRect(el.getBoundingClientRect());
    if (r.right - r.left <= 0 || r.bottom - r.top <= 0 || r.bottom <= 0 || r.right <= 0) continue;
    let inline = false;
    if (style(el).display === "inline") {
      let block = el.parentElement;
      while (block && style(block).display === "inline") block = block.parentElement;
      const around = (block?.textContent ?? "").replace(el.textContent ?? "", "");
      inline = /\w/.test(around);
    }
    targets.push({ subject: describe(el), rect: r, inline });
  }

  return {
    viewportWidth: vw,
    viewportHeight: vh,
    scrollWidth,
    wide,
    clipBoxes,
    prose,
    overlays,
    targets,
  };
}

/** For page.evaluate: measurePage's source, called, after a no-op `__name` (tsx and Vitest may
 * wrap named functions in one). */
export const MEASURE_SCRIPT = `(() => { const __name = (f) => f; return (${measurePage.toString()})(); })()`;
