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
