import { startTransition, useEffect, useState } from "react";
import type { PrefetchBehavior } from "react-router";

/**
 * When the site's links fetch the next page's route module and data before the
 * tap (docs/decisions/0017). React Router does the fetching (`prefetch` on
 * Link and NavLink); this module only decides whether it may start yet:
 *
 * - not before the page has started and the browser is idle: nothing fetched
 *   for a page the visitor may never open competes with this one's start;
 * - never when the visitor asked to save data or is on a 2G connection.
 */

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's connection allows fetching what they may not need. */
export function connectionAllowsPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

interface IdleWindow {
  document: { readyState: string };
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (cb: () => void, options: { timeout: number }) => number;
  setTimeout(cb: () => void, ms: number): number;
}

/**
 * Calls `ready` once, after the page's load event and the browser's first idle
 * moment after it (a short timeout where there is no requestIdleCallback).
 */
export function afterLoadAndIdle(win: IdleWindow, ready: () => void) {
  const idle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(ready, { timeout: 3000 })
      : win.setTimeout(ready, 300);
  if (win.document.readyState === "complete") idle();
  else win.addEventListener("load", idle, { once: true });
}

let allowed: boolean | undefined;
const waiting = new Set<(allowed: boolean) => void>();

/** Resolves once per page (see the top of this file); every link waits on the same moment. */
function whenDecided(notify: (allowed: boolean) => void): () => void {
  if (allowed !== undefined) {
    notify(allowed);
    return () => undefined;
  }
  waiting.add(notify);
  if (waiting.size === 1)
    afterLoadAndIdle(window, () => {
      const nav = navigator as Navigator & { connection?: Connection };
      allowed = connectionAllowsPrefetch(nav.connection);
      for (const n of [...waiting]) n(allowed);
      waiting.clear();
    });
  return () => waiting.delete(notify);
}

/**
 * The `prefetch` for a link: "none" in the prerendered page, while it starts,
 * and for good when the connection asks for restraint; `behavior` after that.
 * "viewport" for links a visitor sees before choosing (the bar, the footer,
 * cards), "intent" for those rarely followed, "render" for the one likely next step.
 */
export function usePrefetch(behavior: PrefetchBehavior): PrefetchBehavior {
  const [on, setOn] = useState(false);
  // A transition: the links' re-render never holds up what the visitor is doing.
  useEffect(() => whenDecided((ok) => ok && startTransition(() => setOn(true))), []);
  return on ? behavior : "none";
}
