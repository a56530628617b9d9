import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  type Browser,
  expect,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { BEACON_PATH } from "../../shared/traffic";

export const NARROW = { width: 375, height: 740 };
export const WIDE = { width: 1280, height: 800 };

const problemsOf = new WeakMap<Page, string[]>();

/**
 * Every test that opens the page fails on a console error or a
 * Content-Security-Policy violation, except the 404 status Chromium logs for
 * the not-found page itself. A test that only sends requests opens no page.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    problemsOf.set(page, problems);
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      if (/status of 404/.test(text) && page.url().match(/\/(404|no-such|missing)/)) return;
      problems.push(text);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await use(page);
    expect(problems, "console errors or CSP violations").toEqual([]);
  },
  /** The page's console errors so far, for a test that provokes some on purpose. */
  consoleProblems: async ({ page }, use) => {
    await use(problemsOf.get(page)!);
  },
});

export { expect };

/** A form's POST, not the visit beacon every page sends (app/lib/counting/beacon.ts). */
export const isFormPost = (r: Request) =>
  r.method() === "POST" && new URL(r.url()).pathname !== BEACON_PATH;

/** Takes console errors a test provoked on purpose out of the list, after checking they happened. */
export function expectConsoleErrors(problems: string[], expected: RegExp[]) {
  for (const re of expected) {
    expect(
      problems.some((p) => re.test(p)),
      `console error matching ${re}`,
    ).toBe(true);
  }
  const rest = problems.filter((p) => !expected.some((re) => re.test(p)));
  problems.splice(0, problems.length, ...rest);
}

/**
 * axe with the WCAG 2.0–2.2 A and AA rules; zero violations allowed. It runs as one axe.run in
 * the page (legacy mode): the site has no frames, and the default mode finishes every check in a
 * new blank page, which took twice as long for the same results (docs/decisions/0043).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Opens the contact dialog from the bar's Contact Us and waits for its form. */
export async function openContactDialog(page: Page) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Contact Us" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
  await expect(dialog.getByRole("button", { name: "Send Message" })).toBeVisible();
  return dialog;
}

/**
 * Waits until React has hydrated and the page has had its first idle moment
 * (the support widget fills in then, after the dialogs' preload). On a busy
 * 2-core machine that can take well over the default wait.
 */
export async function hydrated(page: Page) {
  await expect(page.locator(".support-widget")).not.toHaveAttribute("data-state", "unknown", {
    timeout: 20_000,
  });
}

/**
 * Fills the website-project brief with a valid redesign for a law firm: `message`
 * as its description, plus the optional current website and feature boxes.
 */
export async function fillProjectBrief(
  form: Locator,
  message: string,
  optional: { currentWebsite?: string; features?: string[] } = {},
) {
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Name").fill("Lee Rowe");
  await field("Email").fill("lee@rowe.example");
  await field("Phone").fill("304-555-0102");
  await field("Firm or business name").fill("Rowe & Hart PLLC");
  if (optional.currentWebsite)
    await field("Current website (optional)").fill(optional.currentWebsite);
  await field("Project type").selectOption({ label: "Redesign of an existing website" });
  await field("Industry").selectOption({ label: "Law firm or legal services" });
  await field("Approximate number of pages").selectOption({ label: "6 to 15 pages" });
  for (const feature of optional.features ?? []) await field(feature).check();
  await field("Timeline").selectOption({ label: "Flexible" });
  await field("Tell us about the project").fill(message);
}

/**
 * The page's own form, found in the page's main content as a person finds it: the closed site
 * dialogs hold a form of the same name, which `.first()` picks while the page's form is not yet
 * drawn (after a client navigation the rest of the page, and its form's code, come a moment later).
 */
export const pageForm = (page: Page, name: "contact" | "website-project") =>
  page.getByRole("main").locator(`form[name="${name}"]`);

/** The contact page in a context of its own with JavaScript off (close `context` at the end), and its form. */
export async function contactPageWithoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  return { context, page, form: pageForm(page, "contact") };
}

/** Fills the contact form as the dialog or the contact page draws it (the two variants' option lists differ). */
export async function fillContact(
  scope: Page | Locator,
  variant: "dialog" | "page",
  message = "Our office printers and e-mail need looking after — “soon”.",
) {
  await scope.getByLabel("Name").fill("Dana Whitfield");
  await scope.getByLabel("Email").fill("dana@whitfield-law.example");
  await scope.getByLabel("Phone").fill("(304) 555-0100");
  await scope
    .getByLabel(variant === "dialog" ? "Area of interest" : "Service")
    .selectOption({ label: "Technical Support" });
  await scope
    .getByLabel("How did you hear about us?")
    .selectOption({ label: variant === "dialog" ? "Bar Association" : "Social Media" });
  await scope.getByLabel("Message").fill(message);
}
