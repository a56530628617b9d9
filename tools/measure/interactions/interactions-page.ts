/** `npm run interactions` in the page: the clocks it installs, the frames it waits for, the
 * triggers it presses. */
import { type Browser, type Page } from "playwright-core";
import home from "../../../content/home";
import type { Trigger } from "./interactions-cases";
import { throttle } from "../lib/browser";
import { addClocks, frameWhen } from "../lib/page-clocks";

/** Runs in every page before its own scripts: the clocks the cases read (`started`: the page's
 * own buttons answer; `hydrated`: every button does, set by watchHydration). */
function instrument() {
  const bench = {
    hydrated: 0,
    started: 0,
    click: 0,
    blur: 0,
    userScrolledAt: 0,
    minYAfterScroll: Number.POSITIVE_INFINITY,
    maxYAfterScroll: 0,
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  document.addEventListener("click", (e) => (bench.click = e.timeStamp), true);
  document.addEventListener("focusout", (e) => (bench.blur = e.timeStamp), true);
  window.addEventListener(
    "scroll",
    () => {
      if (!bench.userScrolledAt) return;
      bench.minYAfterScroll = Math.min(bench.minYAfterScroll, window.scrollY);
      bench.maxYAfterScroll = Math.max(bench.maxYAfterScroll, window.scrollY);
    },
    { passive: true },
  );
}

// A dialog is open, titled `value`, with its form's submit button laid out.
export const DIALOG_OPEN = `
  return [...document.querySelectorAll("dialog[open]")].some((d) => {
    const title = document.getElementById(d.getAttribute("aria-labelledby") ?? "");
    const submit = d.querySelector('button[type="submit"]');
    return title?.textContent === value && !!submit && submit.getClientRects().length > 0;
  });`;
export const DIALOG_CLOSED = `return document.querySelectorAll("dialog[open]").length === 0;`;
// Some element shows the message `value` (and is drawn).
export const MESSAGE_SHOWN = `
  return [...document.querySelectorAll("form [id]")].some(
    (el) => el.textContent === value && el.getClientRects().length > 0,
  );`;

export const bench = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Record<string, number> }).__bench);

export async function freshPage(browser: Browser, network: boolean, cpu: boolean, rate = 4) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await addClocks(page, instrument, "__bench");
  await throttle(page, network, cpu, rate);
  return page;
}

export function triggerLocator(page: Page, trigger: Trigger) {
  switch (trigger.where) {
    case "ticker":
      // The home page has two tickers; the first is the one in view.
      return page.getByRole("button", { name: home.ticker.message }).first();
    case "nav":
      return page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: trigger.name });
    case "footer":
      return page.getByRole("contentinfo").getByRole("button", { name: trigger.name });
    case "main":
      // Landing pages offer "Get Started Today" twice (after the intro and at the end): the first.
      return page
        .getByRole("main")
        .getByRole("button", { name: trigger.name, exact: true })
        .first();
  }
}

export async function waitHydrated(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __bench: { hydrated: number } }).__bench.hydrated > 0,
    undefined,
    { polling: 20, timeout: 60_000 },
  );
  return (await bench(page)).hydrated!;
}

export async function press(page: Page, trigger: Trigger, whileMoving = false) {
  const opened = frameWhen(page, DIALOG_OPEN, trigger.dialog);
  opened.catch(() => undefined); // A failed click below is the error to report.
  // The ticker's text moves for ever: it is never "stable" for Playwright's checks.
  await triggerLocator(page, trigger).click({ force: whileMoving || trigger.where === "ticker" });
  const at = await opened;
  if (at < 0) throw new Error(`${trigger.dialog}: not open within 30 s of the press`);
  return at - (await bench(page)).click!;
}
