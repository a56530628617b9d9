import type { Page } from "@playwright/test";
import { expect, hydrated, openContactDialog, test } from "./fixtures";

/**
 * Code that only some visits need is not part of a page's start, but it is in
 * the browser before a visitor can press anything: the dialogs, their form and
 * the forms' zod checks (shared/forms.ts, the `forms` chunk) are requested once
 * the page has started, so the first press of a dialog trigger and the first
 * blur in a form wait for no request
 * (docs/decisions/0013-ready-before-the-first-press.md). The spam challenge
 * (the `challenge` chunk, GET /challenge and the `challenge.worker`) is not:
 * it starts when a visitor opens a dialog or starts on a form, never on a page
 * view alone.
 */
function requestsSeen(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    // Any type: the worker's script is requested as a worker, not a script.
    urls.push(new URL(r.url()).pathname);
  });
  const index = (name: string) =>
    urls.findIndex((u) => (name.startsWith("/") ? u === name : u.startsWith(`/assets/${name}-`)));
  return {
    requested: (name: string) => index(name) >= 0,
    /** Position in request order (-1: not requested). */
    index,
    count: () => urls.length,
    /** Requests made after the first `n`. */
    since: (n: number) => urls.slice(n),
  };
}

const AFTER_START = ["ContactDialog", "ReferralDialog", "LazyForm", "lead-form", "forms"];
const CHALLENGE = ["challenge", "challenge.worker", "/challenge"];

test("the dialogs and the form checks load right after the page starts, not with it", async ({
  page,
}) => {
  const seen = requestsSeen(page);
  // The prerendered page does not name them: they are not part of its start.
  const html = await (await page.request.get("/")).text();
  for (const name of AFTER_START) expect(html).not.toContain(`/assets/${name}-`);

  await page.goto("/");
  await hydrated(page);
  for (const name of AFTER_START) await expect.poll(() => seen.requested(name)).toBe(true);
  // Requested after the client entry, which starts hydration: the start does not wait for them.
  expect(seen.index("entry.client")).toBeGreaterThanOrEqual(0);
  for (const name of AFTER_START)
    expect(seen.index(name)).toBeGreaterThan(seen.index("entry.client"));

  // A page view alone starts no spam challenge.
  await page.waitForLoadState("networkidle");
  for (const name of CHALLENGE) expect(seen.requested(name), name).toBe(false);

  // The first press then needs no code of ours; opening the dialog starts the challenge.
  const before = seen.count();
  const dialog = await openContactDialog(page);
  await expect(dialog.getByLabel("Name")).toBeVisible();
  for (const name of CHALLENGE) await expect.poll(() => seen.requested(name), name).toBe(true);
  const scripts = seen.since(before).filter((u) => u.startsWith("/assets/") && u.endsWith(".js"));
  expect(scripts.filter((u) => !/^\/assets\/challenge(\.worker)?-/.test(u))).toEqual([]);
});

test("the contact page has its form checks before the first focus; the challenge starts with the focus", async ({
  page,
}) => {
  const seen = requestsSeen(page);
  await page.goto("/contact");
  await hydrated(page);
  await expect.poll(() => seen.requested("forms")).toBe(true);
  await page.waitForLoadState("networkidle");
  for (const name of CHALLENGE) expect(seen.requested(name), name).toBe(false);

  const form = page.getByRole("main").locator('form[name="contact"]:not([hidden])');
  await form.getByLabel("Name").focus();
  for (const name of CHALLENGE) await expect.poll(() => seen.requested(name), name).toBe(true);
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
