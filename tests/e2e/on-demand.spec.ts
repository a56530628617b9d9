import type { Page } from "@playwright/test";
import { expect, hydrated, openContactDialog, test } from "./fixtures";

/**
 * Code that only some visits need is not part of a page's start (issue 10),
 * but it is in the browser before a visitor can press anything (issue 20):
 * the dialogs, their form and the forms' zod checks (shared/forms.ts, the
 * `forms` chunk) are requested once the page has started, so the first press
 * of a dialog trigger and the first blur in a form wait for no request
 * (docs/decisions/0010-ready-before-the-first-press.md).
 */
function scriptsRequested(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") urls.push(new URL(r.url()).pathname);
  });
  const index = (name: string) => urls.findIndex((u) => u.startsWith(`/assets/${name}-`));
  return {
    requested: (name: string) => index(name) >= 0,
    /** Position in request order (-1: not requested). */
    index,
    count: () => urls.length,
  };
}

const AFTER_START = ["ContactDialog", "ReferralDialog", "LazyForm", "lead-form", "forms"];

test("the dialogs and the form checks load right after the page starts, not with it", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  // The prerendered page does not name them: they are not part of its start.
  const html = await (await page.request.get("/")).text();
  for (const name of AFTER_START) expect(html).not.toContain(`/assets/${name}-`);

  await page.goto("/");
  await hydrated(page);
  for (const name of AFTER_START) await expect.poll(() => scripts.requested(name)).toBe(true);
  // Requested after the client entry, which starts hydration: the start does not wait for them.
  expect(scripts.index("entry.client")).toBeGreaterThanOrEqual(0);
  for (const name of AFTER_START)
    expect(scripts.index(name)).toBeGreaterThan(scripts.index("entry.client"));

  // The first press then needs no request.
  await page.waitForLoadState("networkidle");
  const before = scripts.count();
  const dialog = await openContactDialog(page);
  await expect(dialog.getByLabel("Name")).toBeVisible();
  expect(scripts.count()).toBe(before);
});

test("the contact page has its form checks before the first focus; a blur shows its message", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto("/contact");
  await hydrated(page);
  await expect.poll(() => scripts.requested("forms")).toBe(true);

  const form = page.getByRole("main").locator('form[name="contact"]:not([hidden])');
  await form.getByLabel("Name").focus();
  await form.getByLabel("Name").blur();
  await expect(form.getByText("Name is required")).toBeVisible();
});

test("a blur before the checks have arrived still shows its message", async ({ page }) => {
  // Hold the checks back, blur, then let them through: the message must follow.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/forms-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("main").locator('form[name="contact"]:not([hidden])');
  const email = form.getByLabel("Email");
  await email.fill("not-an-address");
  await email.blur();
  await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
  release();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
});
