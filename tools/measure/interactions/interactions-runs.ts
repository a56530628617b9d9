/** One run of each kind of `npm run interactions` case, each in a fresh browser context. */
import type { Browser } from "playwright-core";
import { CONTACT, nav, type Trigger } from "./interactions-cases";
import {
  DIALOG_CLOSED,
  MESSAGE_SHOWN,
  bench,
  freshPage,
  press,
  triggerLocator,
  waitHydrated,
} from "./interactions-page";
import { frameWhen } from "../lib/page-clocks";

/** Throttled or not; `reach`: milliseconds between "hydrated" and the first press. */
export interface Mode {
  throttled: boolean;
  reach: number;
  /** The CPU slowdown when throttled (`--cpu`, 4 unless told). */
  rate: number;
}

export async function pressRun(
  mode: Mode,
  browser: Browser,
  origin: string,
  route: string,
  trigger: Trigger,
) {
  const page = await freshPage(browser, mode.throttled, mode.throttled, mode.rate);
  try {
    await page.goto(origin + route, { waitUntil: "commit" });
    const hydrated = await waitHydrated(page);
    if (mode.reach > 0) await page.waitForTimeout(mode.reach);
    const first = await press(page, trigger);
    const closed = frameWhen(page, DIALOG_CLOSED, "");
    await page.keyboard.press("Escape");
    if ((await closed) < 0) throw new Error(`${trigger.dialog}: still open 30 s after Escape`);
    const second = await press(page, trigger);
    return { hydrated, pageHydrated: (await bench(page)).started!, first, second };
  } finally {
    await page.context().close();
  }
}

export async function earlyPressRun(
  mode: Mode,
  browser: Browser,
  origin: string,
  route: string,
  trigger: Trigger,
  when: "before start" | "during start",
) {
  const page = await freshPage(browser, mode.throttled, mode.throttled, mode.rate);
  try {
    await page.goto(origin + route, { waitUntil: "commit" });
    await triggerLocator(page, trigger).waitFor();
    const ms = await press(page, trigger, when === "before start");
    const { hydrated, click } = await bench(page);
    return { ms, beforeStart: !hydrated || click! < hydrated };
  } finally {
    await page.context().close();
  }
}

export async function blurRun(mode: Mode, browser: Browser, origin: string, route: string) {
  const page = await freshPage(browser, mode.throttled, mode.throttled, mode.rate);
  try {
    await page.goto(origin + route, { waitUntil: "commit" });
    await waitHydrated(page);
    let form = page.getByRole("main").locator('form[name="contact"]:not([hidden])');
    if (route === "/") {
      await triggerLocator(page, nav).click();
      form = page.getByRole("dialog", { name: CONTACT }).locator("form");
      await form.getByRole("button", { name: "Send Message" }).waitFor();
    }
    await form.getByLabel("Name").focus();
    const shown = frameWhen(page, MESSAGE_SHOWN, "Name is required");
    shown.catch(() => undefined);
    await page.keyboard.press("Tab");
    const at = await shown;
    if (at < 0) throw new Error(`${route}: no "Name is required" within 30 s of the blur`);
    return at - (await bench(page)).blur!;
  } finally {
    await page.context().close();
  }
}

export async function scrollRun(mode: Mode, browser: Browser, origin: string, route: string) {
  // The CPU is slowed in both modes (see the top of tools/measure/interactions/interactions.ts).
  const page = await freshPage(browser, mode.throttled, true, mode.rate);
  try {
    await page.goto(origin + route, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Over the page's margin, where no field or scrolling box takes the wheel.
    await page.mouse.move(20, 400);
    await page.evaluate(() => {
      (window as unknown as { __bench: { userScrolledAt: number } }).__bench.userScrolledAt =
        performance.now();
    });
    await page.mouse.wheel(0, 600);
    // The page's own scroll listener saw it move (it may be undone before a poll here would).
    await page.waitForFunction(
      () =>
        (window as unknown as { __bench: { maxYAfterScroll: number } }).__bench.maxYAfterScroll > 0,
      undefined,
      { polling: 20, timeout: 10_000 },
    );
    const scrolledAt = (await bench(page)).userScrolledAt!;
    await page.waitForTimeout(4000);
    const y1 = await page.evaluate(() => window.scrollY);
    const b = await bench(page);
    const hydrated = b.hydrated ?? 0;
    // Where the wheel took the page (its furthest point: the scroll may be smooth).
    const y0 = b.maxYAfterScroll ?? 0;
    return {
      y0,
      y1,
      minY: b.minYAfterScroll ?? y1,
      scrolledAt,
      hydrated,
      // Only meaningful when the scroll came before the page had started, and it started after.
      early: hydrated === 0 || scrolledAt < hydrated,
      started: hydrated > 0,
      held: y1 > 0 && Math.abs(y1 - y0) <= 50 && (b.minYAfterScroll ?? y1) > 0,
    };
  } finally {
    await page.context().close();
  }
}
