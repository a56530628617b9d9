/**
 * `npm run interactions [-- --unthrottled] [--runs 5] [--port 4341]`: how fast the
 * first seconds of a visit answer, measured in a real browser against the
 * production build served by our own server on loopback.
 *
 * Throttled (the default): Chromium's network emulation at Slow 4G (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up; CDP Network.emulateNetworkConditions)
 * and the CPU 4× slower (Emulation.setCPUThrottlingRate), a fresh browser
 * context (empty cache) for every run, five runs per case. Prints the median and
 * the worst run of each case and exits non-zero when a median is over its
 * budget in budgets.json (`interactions`), or when a scroll was undone in any run.
 *
 * `--unthrottled` (what `npm run validate`, and so CI, runs): one run per case,
 * no network emulation, for correctness only: every trigger opens its dialog,
 * the first blur shows its message, an early scroll is held. No time budgets.
 * The scroll case slows the CPU 4× in both modes: unthrottled, the page would
 * have started before any scroll could be made, and the case would test nothing.
 *
 * What is measured, all in the page's own clock (performance.now()):
 *
 * - page hydrated: navigation start to the moment every <button> of the page
 *   outside the dialogs carries React's event props (what "hydrated" meant
 *   before the dialogs were prerendered, docs/decisions/0015).
 * - hydrated: navigation start to the moment every <button> of the page,
 *   the prerendered dialogs' own included, carries React's event props, i.e.
 *   React has hydrated it and a press on it
 *   reaches its handler (a press during the last render pass is replayed by
 *   React at its commit, and that wait would count against the press).
 * - first press / second press: the `click` event's timestamp to the first
 *   animation frame in which the dialog is open with its form drawn (its
 *   submit button present), the dialog's form being what the visitor came for.
 *   The first press is made at once when the page is hydrated (the earliest a
 *   visitor's press can be answered; `--reach 1000` waits that many ms
 *   first), the second after Escape closed it.
 * - press before start: the same press made as soon as the trigger is drawn
 *   (while the page's entry animation still runs), before the app has
 *   started. The browser opens the prerendered dialog from the trigger's
 *   invoker command (docs/decisions/0015). Budgeted like a first press.
 * - press during start: a press as soon as the trigger has stopped moving
 *   (the 0.6 s entry animation), which lands while React hydrates. React
 *   first hydrates, in the press's own task, the part of the page the press
 *   landed in; reported, not budgeted (docs/decisions/0015).
 * - first blur: focus on an empty required field, then Tab at once; the
 *   `focusout` timestamp to the first frame showing the field's message.
 * - scroll held: the mouse wheel scrolls the page as soon as its heading is
 *   drawn, before it has started; 4 s later the page must still be where the
 *   visitor put it (within 50 px) and must never have gone back to the top.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Browser, type Page, chromium } from "playwright-core";
import home from "../content/home";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";
import { median, ms, printTable, throttle, worst } from "./measure";
import { ensureBuild, startServer } from "./serve-build";

const { values } = parseArgs({
  options: {
    unthrottled: { type: "boolean", default: process.env.INTERACTIONS_UNTHROTTLED === "1" },
    runs: { type: "string" },
    port: { type: "string", default: process.env.INTERACTIONS_PORT },
    only: { type: "string" },
    // Milliseconds between "hydrated" and the first press (0: at once, the strictest).
    reach: { type: "string", default: "0" },
  },
});
const throttled = !values.unthrottled;
const runs = Math.max(1, Number(values.runs ?? (throttled ? 5 : 1)));

interface Budgets {
  hydratedMs: number;
  firstPressMs: number;
  secondPressMs: number;
  firstBlurMs: number;
}
const budgets = (JSON.parse(readFileSync("budgets.json", "utf8")) as { interactions: Budgets })
  .interactions;

const CONTACT = "Contact Our Team";
const REFERRAL = "Refer a Client";
const LANDING = "/web-design-roanoke-va";

type Trigger =
  | { kind: string; where: "nav" | "footer" | "main"; name: string; dialog: string }
  | { kind: string; where: "ticker"; dialog: string };

const nav = {
  kind: "Contact Us (bar)",
  where: "nav",
  name: "Contact Us",
  dialog: CONTACT,
} as const;
const footerReferral = {
  kind: "Refer a Client (footer)",
  where: "footer",
  name: "Refer a Client",
  dialog: REFERRAL,
} as const;

const pressCases: { route: string; trigger: Trigger }[] = [
  { route: "/", trigger: nav },
  { route: "/", trigger: { kind: "ticker", where: "ticker", dialog: CONTACT } },
  {
    route: "/",
    trigger: { kind: "hero button", where: "main", name: home.hero.primaryCta, dialog: CONTACT },
  },
  { route: "/", trigger: footerReferral },
  { route: "/about", trigger: nav },
  {
    route: "/about",
    trigger: { kind: "call to action", where: "main", name: "Contact Our Team", dialog: CONTACT },
  },
  {
    route: "/about",
    trigger: { kind: "Refer Someone", where: "main", name: "Refer Someone", dialog: REFERRAL },
  },
  { route: "/contact", trigger: nav },
  {
    route: "/contact",
    trigger: { kind: "Refer Someone", where: "main", name: "Refer Someone", dialog: REFERRAL },
  },
  { route: "/contact", trigger: footerReferral },
  { route: LANDING, trigger: nav },
  {
    route: LANDING,
    trigger: { kind: "call to action", where: "main", name: "Get Started Today", dialog: CONTACT },
  },
];
// Pressed before the app has started, or while it starts: the home page and a landing page.
const landingCta = {
  kind: "call to action",
  where: "main",
  name: "Get Started Today",
  dialog: CONTACT,
} as const;
const earlyCases: { route: string; trigger: Trigger; when: "before start" | "during start" }[] = [
  { route: "/", trigger: nav, when: "before start" },
  { route: LANDING, trigger: landingCta, when: "before start" },
  { route: LANDING, trigger: landingCta, when: "during start" },
];
const blurCases = [
  { route: "/contact", where: "the contact page's form" },
  { route: "/", where: "the contact dialog's form" },
] as const;
const scrollRoutes = ["/", "/about", "/contact", LANDING];

/** Runs in every page before its own scripts: the clocks the cases read. */
function instrument() {
  const bench = {
    hydrated: 0,
    pageHydrated: 0,
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
  const reactReady = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  const timer = setInterval(() => {
    const buttons = [...document.querySelectorAll("button")];
    const pageButtons = buttons.filter((b) => !b.closest("dialog"));
    if (!bench.pageHydrated && pageButtons.length > 0 && pageButtons.every(reactReady))
      bench.pageHydrated = performance.now();
    if (buttons.length > 0 && buttons.every(reactReady)) {
      bench.hydrated = performance.now();
      clearInterval(timer);
    }
  }, 5);
}

/** Resolves, in the page, at the first frame after `ready()` holds. */
function frameWhen(page: Page, condition: string, arg: string): Promise<number> {
  return page.evaluate(
    ([source, value]) =>
      new Promise<number>((resolve) => {
        const ready = new Function("value", source) as (value: string) => boolean;
        let done = false;
        const check = () => {
          if (done || !ready(value)) return;
          done = true;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        check();
      }),
    [condition, arg] as const,
  );
}

// A dialog is open, titled `value`, with its form's submit button drawn.
const DIALOG_OPEN = `
  return [...document.querySelectorAll("dialog[open]")].some((d) => {
    const title = document.getElementById(d.getAttribute("aria-labelledby") ?? "");
    return title?.textContent === value && !!d.querySelector('button[type="submit"]');
  });`;
const DIALOG_CLOSED = `return document.querySelectorAll("dialog[open]").length === 0;`;
// Some element shows the message `value` (and is drawn).
const MESSAGE_SHOWN = `
  return [...document.querySelectorAll("form [id]")].some(
    (el) => el.textContent === value && el.getClientRects().length > 0,
  );`;

const bench = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Record<string, number> }).__bench);

async function freshPage(browser: Browser, network: boolean, cpu: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // tsx (esbuild) wraps named functions in a `__name` helper that pages lack.
  await page.addInitScript("globalThis.__name = (f) => f;");
  await page.addInitScript(instrument);
  await throttle(page, network, cpu);
  return page;
}

function triggerLocator(page: Page, trigger: Trigger) {
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

async function waitHydrated(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __bench: { hydrated: number } }).__bench.hydrated > 0,
    undefined,
    { polling: 20, timeout: 60_000 },
  );
  return (await bench(page)).hydrated!;
}

async function press(page: Page, trigger: Trigger, whileMoving = false) {
  const opened = frameWhen(page, DIALOG_OPEN, trigger.dialog);
  opened.catch(() => undefined); // A failed click below is the error to report.
  // The ticker's text moves for ever: it is never "stable" for Playwright's checks.
  await triggerLocator(page, trigger).click({ force: whileMoving || trigger.where === "ticker" });
  const at = await opened;
  return at - (await bench(page)).click!;
}

async function pressRun(browser: Browser, origin: string, route: string, trigger: Trigger) {
  const page = await freshPage(browser, throttled, throttled);
  try {
    await page.goto(origin + route, { waitUntil: "commit" });
    const hydrated = await waitHydrated(page);
    if (Number(values.reach) > 0) await page.waitForTimeout(Number(values.reach));
    const first = await press(page, trigger);
    const closed = frameWhen(page, DIALOG_CLOSED, "");
    await page.keyboard.press("Escape");
    await closed;
    const second = await press(page, trigger);
    return { hydrated, pageHydrated: (await bench(page)).pageHydrated!, first, second };
  } finally {
    await page.context().close();
  }
}

async function earlyPressRun(
  browser: Browser,
  origin: string,
  route: string,
  trigger: Trigger,
  when: "before start" | "during start",
) {
  const page = await freshPage(browser, throttled, throttled);
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

async function blurRun(browser: Browser, origin: string, route: string) {
  const page = await freshPage(browser, throttled, throttled);
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
    return at - (await bench(page)).blur!;
  } finally {
    await page.context().close();
  }
}

async function scrollRun(browser: Browser, origin: string, route: string) {
  // The CPU is slowed in both modes (see the top of this file).
  const page = await freshPage(browser, throttled, true);
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

// ---------------------------------------------------------------------------

ensureBuild();
// The real app on the production build, as `npm run lighthouse` serves it
// (scripts/audit-server.ts): the same static handler and headers as `npm start`,
// without the lead store, which these cases never post to.
const server = await startServer(undefined, values.port ? Number(values.port) : undefined);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const { origin } = server;
const only = values.only;
const wanted = (name: string) => !only || only.split(",").some((o) => name.includes(o));

const rows: string[][] = [];
const failures: string[] = [];
const hydratedByRoute = new Map<string, number[]>();
const pageHydratedByRoute = new Map<string, number[]>();
const row = (name: string, xs: number[], budget: number | undefined) => {
  const m = median(xs);
  rows.push([name, ms(m), ms(worst(xs)), throttled && budget !== undefined ? String(budget) : ""]);
  console.log(`${name}: ${xs.map(ms).join(", ")} ms`);
  if (throttled && budget !== undefined && m > budget)
    failures.push(`${name}: median ${ms(m)} ms > ${budget} ms`);
};

try {
  for (const { route, trigger } of pressCases) {
    const name = `${route} ${trigger.kind}`;
    if (!wanted(name)) continue;
    const firsts: number[] = [];
    const seconds: number[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        const r = await pressRun(browser, origin, route, trigger);
        firsts.push(r.first);
        seconds.push(r.second);
        hydratedByRoute.set(route, [...(hydratedByRoute.get(route) ?? []), r.hydrated]);
        pageHydratedByRoute.set(route, [...(pageHydratedByRoute.get(route) ?? []), r.pageHydrated]);
      } catch (error) {
        failures.push(`${name}: the dialog did not open (${(error as Error).message})`);
        break;
      }
    }
    if (firsts.length === 0) continue;
    row(`${name}: first press`, firsts, budgets.firstPressMs);
    row(`${name}: second press`, seconds, budgets.secondPressMs);
  }
  for (const { route, trigger, when } of earlyCases) {
    const name = `${route} ${trigger.kind}: press ${when}`;
    if (!wanted(name)) continue;
    const xs: number[] = [];
    let beforeStart = 0;
    for (let i = 0; i < runs; i++) {
      try {
        const r = await earlyPressRun(browser, origin, route, trigger, when);
        xs.push(r.ms);
        if (r.beforeStart) beforeStart++;
      } catch (error) {
        failures.push(`${name}: the dialog did not open (${(error as Error).message})`);
        break;
      }
    }
    if (xs.length === 0) continue;
    console.log(
      `${name}: ${beforeStart} of ${xs.length} presses landed before the app had started`,
    );
    row(name, xs, when === "before start" ? budgets.firstPressMs : undefined);
    if (throttled && when === "before start" && beforeStart < xs.length)
      failures.push(`${name}: ${xs.length - beforeStart} presses came after the page had hydrated`);
  }
  for (const { route, where } of blurCases) {
    const name = `${route} first blur, ${where}`;
    if (!wanted(name)) continue;
    const xs: number[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        xs.push(await blurRun(browser, origin, route));
      } catch (error) {
        failures.push(`${name}: no message (${(error as Error).message})`);
        break;
      }
    }
    if (xs.length > 0) row(name, xs, budgets.firstBlurMs);
  }
  for (const [route, xs] of pageHydratedByRoute)
    row(`${route} page start to page hydrated (not the dialogs)`, xs, undefined);
  for (const [route, xs] of hydratedByRoute)
    row(`${route} page start to hydrated`, xs, budgets.hydratedMs);
  for (const route of scrollRoutes) {
    const name = `${route} early scroll held`;
    if (!wanted(name)) continue;
    const results = [];
    for (let i = 0; i < runs; i++) {
      try {
        results.push(await scrollRun(browser, origin, route));
      } catch (error) {
        failures.push(`${name}: the scroll could not be made (${(error as Error).message})`);
        break;
      }
    }
    if (results.length === 0) continue;
    for (const r of results)
      console.log(
        `${name}: scrolled to ${r.y0} at ${ms(r.scrolledAt)} ms, hydrated at ${ms(r.hydrated)} ms, at ${r.y1} 4 s later (lowest ${r.minY}): ${r.held ? "held" : "UNDONE"}`,
      );
    const held = results.filter((r) => r.held).length;
    const early = results.filter((r) => r.early && r.started).length;
    rows.push([name, `${held}/${runs} held`, `${early}/${runs} before start`, "all"]);
    if (held < runs) failures.push(`${name}: undone in ${runs - held} of ${runs} runs`);
    if (results.some((r) => !r.started))
      failures.push(`${name}: the page had not started 4 s after the scroll`);
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(
  `\n${
    throttled
      ? `Slow 4G (150 ms RTT, 1.6 Mbit/s) and CPU 4× slower, ${runs} runs per case, fresh cache each`
      : `unthrottled, ${runs} run(s) per case: correctness only (the scroll case with the CPU 4× slower)`
  }`,
);
printTable(["case", "median ms", "worst ms", "budget (median)"], rows);
if (failures.length > 0) {
  console.error(`\nFailed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("interactions: all within budget");
