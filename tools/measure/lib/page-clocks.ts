/** The clocks the browser measures install in a page before its own scripts: when React has
 * hydrated the page's own buttons, and when every button, the dialogs' included. */
import type { Page } from "playwright-core";

/** In the page (it reads no outside names): `started` on `window[key]` once the buttons outside
 * the dialogs carry React's props, `hydrated` once every button does (performance.now()). */
export function watchHydration(key: string) {
  const clocks = (window as unknown as Record<string, { started: number; hydrated: number }>)[key]!;
  const reactReady = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  const timer = setInterval(() => {
    const buttons = [...document.querySelectorAll("button")];
    const own = buttons.filter((b) => !b.closest("dialog"));
    if (!clocks.started && own.length > 0 && own.every(reactReady))
      clocks.started = performance.now();
    if (buttons.length > 0 && buttons.every(reactReady)) {
      clocks.hydrated = performance.now();
      clearInterval(timer);
    }
  }, 5);
}

/** In the page: the time of the first frame in which `source` (a body of `value`) holds, or -1
 * after `limit` ms. Checked in the animation callback of the frame after each change, so a read
 * of layout is the frame's own pass, not one forced mid-task; timed after the check. */
export function untilFrame([source, value, limit]: readonly [string, unknown, number]) {
  return new Promise<number>((resolve) => {
    const ready = new Function("value", source) as (value: unknown) => boolean;
    let [done, queued] = [false, false];
    const finish = (at: number) => {
      if (done) return;
      done = true;
      observer.disconnect();
      removeEventListener("scroll", check);
      resolve(at);
    };
    const check = () => {
      if (done || queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        if (!done && ready(value)) finish(performance.now());
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    addEventListener("scroll", check, { passive: true });
    setTimeout(() => finish(-1), limit);
    check();
  });
}

/** `untilFrame` in `page`: the page's time of the first frame in which `condition` holds. */
export const frameWhen = (page: Page, condition: string, value: unknown, timeout = 30_000) =>
  page.evaluate(untilFrame, [condition, value, timeout] as const);

/** One init script: the `__name` helper tsx wraps named functions in (pages lack it), the tool's
 * `instrument`, which puts its clocks object on `window[key]`, then watchHydration. */
export const addClocks = (page: Page, instrument: () => void, key: string) =>
  page.addInitScript({
    content: [
      "globalThis.__name = (f) => f;",
      `(${instrument.toString()})();`,
      `(${watchHydration.toString()})(${JSON.stringify(key)});`,
    ].join("\n"),
  });
