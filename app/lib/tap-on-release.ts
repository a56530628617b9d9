import { opensHere } from "./follow-links";

/**
 * A tap on one of the site's links followed when the finger lifts, not when
 * the browser's click comes (docs/decisions/0028).
 *
 * After a finger lifts, a phone's browser first decides the touch was a tap,
 * draws the link pressed, then sends the mouse events a mouse would have
 * made and only then the click: on a slow phone 20 to 40 ms in which nothing
 * the visitor asked for happens. Here the release of a tap on a site link
 * (`a[data-discover]`, what React Router's `<Link>` renders, and the plain
 * links of app/lib/follow-links.ts) cancels the browser's click and clicks
 * the link at once, so the link's own handlers
 * (React Router's navigation, a menu closing) run as they would on the click.
 *
 * Left to the browser: a touch that moved (a scroll), stopped a scroll still
 * under way, was held (a long press opens the link's menu), used more than
 * one finger or a held key, or was already handled by the page; links that
 * open elsewhere (`target`, `download`); a mouse, a pen, the keyboard and
 * assistive technology, which click as usual.
 */

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
