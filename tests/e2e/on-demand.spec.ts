import type { Page } from "@playwright/test";
import { expect, hydrated, openContactDialog, test } from "./fixtures";

/**
 * Code that only some visits need loads when it is needed (issue 10): the
 * dialogs when one first opens, the forms' zod checks (shared/forms.ts, the
 * `forms` chunk) when a visitor starts on a form, and with them the spam
 * challenge (the `challenge` chunk, GET /challenge and the `challenge.worker`).
 */
function scriptsRequested(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    // Any type: the worker's script is requested as a worker, not a script.
    urls.push(new URL(r.url()).pathname);
  });
  return (name: string) =>
    urls.some((u) => (name === "/challenge" ? u === name : u.startsWith(`/assets/${name}-`)));
}

const CHALLENGE = ["challenge", "challenge.worker", "/challenge"];

test("the dialogs and the form checks load only when a dialog first opens", async ({ page }) => {
  const requested = scriptsRequested(page);
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(requested("ContactDialog")).toBe(false);
  expect(requested("forms")).toBe(false);
  for (const name of CHALLENGE) expect(requested(name), name).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const dialog = await openContactDialog(page);
  await expect(dialog.getByLabel("Name")).toBeVisible();
  expect(requested("ContactDialog")).toBe(true);
  await expect.poll(() => requested("forms")).toBe(true);
  for (const name of CHALLENGE) await expect.poll(() => requested(name), name).toBe(true);
  expect(requested("ReferralDialog")).toBe(false);
});

test("the contact page loads its form checks on the first focus in the form", async ({ page }) => {
  const requested = scriptsRequested(page);
  await page.goto("/contact");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(requested("forms")).toBe(false);
  for (const name of CHALLENGE) expect(requested(name), name).toBe(false);

  const form = page.locator('form[name="contact"]:not([hidden])');
  await form.getByLabel("Name").focus();
  await expect.poll(() => requested("forms")).toBe(true);
  for (const name of CHALLENGE) await expect.poll(() => requested(name), name).toBe(true);
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
  const form = page.locator('form[name="contact"]:not([hidden])');
  const email = form.getByLabel("Email");
  await email.fill("not-an-address");
  await email.blur();
  await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
  release();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
});
