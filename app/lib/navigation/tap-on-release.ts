import { opensHere } from "./follow-links";

/** Follows a tap on a site link (`a[data-discover]`) as the finger lifts, not at the click a
 * phone sends 20-40 ms later (docs/decisions/0028). Moved, held, multi-finger or modified
 * touches, links opening elsewhere, mouse, pen and keyboard are left to the browser. */

/** How far a finger may wander and still tap, in CSS pixels. */
export const TAP_SLOP = 10;
/** How long a finger may rest and still tap, in ms: a longer touch is a long press. */
export const TAP_LONGEST = 500;
/** How long after a scroll a touch may be stopping it rather than tapping, in ms. */
export const SCROLL_SETTLE = 100;

const SITE_LINK = "a[data-discover]";

interface Touching {
  link: Element;
  id: number;
  x: number;
  y: number;
  at: number;
}

/** Starts following taps on `doc`'s site links on release; returns the stop. */
export function followTapsOnRelease(doc: Document = document): () => void {
  let touching: Touching | null = null;
  let lastScroll = -Infinity;
  const onScroll = (event: Event) => {
    lastScroll = event.timeStamp;
  };

  const onStart = (event: TouchEvent) => {
    touching = null;
    const touch = event.changedTouches[0];
    if (event.touches.length !== 1 || !touch) return;
    // An HTML link, or an SVG one (the map's markers).
    const link = event.target instanceof Element ? event.target.closest(SITE_LINK) : null;
    if (!link || !opensHere(link)) return;
    // A touch that stops a scroll still under way is the browser's, not a tap.
    if (event.timeStamp - lastScroll < SCROLL_SETTLE) return;
    touching = {
      link,
      id: touch.identifier,
      x: touch.clientX,
      y: touch.clientY,
      at: event.timeStamp,
    };
  };
  const moved = (touch: Touch, from: Touching) =>
    Math.hypot(touch.clientX - from.x, touch.clientY - from.y) > TAP_SLOP;
  const onMove = (event: TouchEvent) => {
    const touch = touching && [...event.changedTouches].find((t) => t.identifier === touching!.id);
    if (touching && (event.touches.length !== 1 || (touch && moved(touch, touching))))
      touching = null;
  };
  const forget = () => {
    touching = null;
  };
  const onEnd = (event: TouchEvent) => {
    const from = touching;
    touching = null;
    if (!from || event.defaultPrevented || !event.cancelable || event.touches.length !== 0) return;
    // The page scrolled during the touch; or a key is held (a new tab, on a
    // tablet with a keyboard): the browser's.
    if (lastScroll > from.at) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const touch = [...event.changedTouches].find((t) => t.identifier === from.id);
    if (!touch || moved(touch, from) || event.timeStamp - from.at > TAP_LONGEST) return;
    if (!from.link.isConnected) return;
    // No click from the browser: not on this link, nor on whatever the next
    // page puts under the finger.
    event.preventDefault();
    // A click as `HTMLElement.click()` makes one (SVG links have no `click()`),
    // at the finger's place.
    from.link.dispatchEvent(
      new MouseEvent("click", {
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
        button: 0,
        detail: 1,
        clientX: touch.clientX,
        clientY: touch.clientY,
        screenX: touch.screenX,
        screenY: touch.screenY,
      }),
    );
  };

  const passive = { passive: true } as const;
  // Any scroll, the page's or a box's (scroll events do not bubble).
  doc.addEventListener("scroll", onScroll, { passive: true, capture: true });
  doc.addEventListener("touchstart", onStart, passive);
  doc.addEventListener("touchmove", onMove, passive);
  doc.addEventListener("touchcancel", forget, passive);
  // A scroll that took the touch, or a long press's menu.
  doc.addEventListener("pointercancel", forget, passive);
  doc.addEventListener("contextmenu", forget, passive);
  // Not passive: cancelling the release is what keeps the browser's click away.
  doc.addEventListener("touchend", onEnd, { passive: false });
  return () => {
    doc.removeEventListener("scroll", onScroll, { capture: true });
    doc.removeEventListener("touchstart", onStart);
    doc.removeEventListener("touchmove", onMove);
    doc.removeEventListener("touchcancel", forget);
    doc.removeEventListener("pointercancel", forget);
    doc.removeEventListener("contextmenu", forget);
    doc.removeEventListener("touchend", onEnd);
  };
}
