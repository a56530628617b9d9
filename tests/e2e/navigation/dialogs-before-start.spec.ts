import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import home from "../../../content/home";
import { storedLead, unique } from "../forms/stored-leads";
import { expect, expectConsoleErrors, hydrated, test, openHydrated } from "../fixtures";

/**
 * The site's dialogs are part of every page's HTML and the browser opens them
 * from their buttons' invoker commands (`commandfor`, `command`), so they
 * answer before the app has started, and without JavaScript at all
 * (docs/decisions/0015). Chromium has had invoker commands since 135.
 */

const contactUs = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact Us" });

test("without JavaScript, the dialogs open from their buttons and close by button, Escape and backdrop", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/");

  const contact = page.getByRole("dialog", { name: "Contact Our Team" });
  await expect(contact).toBeHidden();
  await contactUs(page).click();
  await expect(contact).toBeVisible();
  await expect(contact.getByRole("button", { name: "Send Message" })).toBeVisible();
  await contact.getByRole("button", { name: "Close dialog" }).click();
  await expect(contact).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Refer a Client" }).click();
  const referral = page.getByRole("dialog", { name: "Refer a Client" });
  await expect(referral).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(referral).toBeHidden();

  await page
    .getByRole("main")
    .getByRole("button", { name: home.hero.primaryCta, exact: true })
    .first()
    .click();
  await expect(contact).toBeVisible();
  await page.mouse.click(10, 10); // the backdrop, outside the dialog
  await expect(contact).toBeHidden();
  await context.close();
});

test("without JavaScript, the contact dialog's form posts, and the visitor is thanked", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/web-design-roanoke-va");
  await page.getByRole("main").getByRole("button", { name: "Get Started Today" }).first().click();
  const form = page.getByRole("dialog", { name: "Contact Our Team" }).locator("form");
  await form.getByLabel("Name").fill("Imani Brooks");
  await form.getByLabel("Email").fill("imani@brooks.example");
  await form.getByLabel("Phone").fill("540-555-0117");
  await form.getByLabel("Area of interest").selectOption({ index: 1 });
  await form.getByLabel("How did you hear about us?").selectOption({ index: 1 });
  const message = unique("Sent from the dialog with scripts off");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/thank-you\/contact$/);
  // Stored, held for review (no challenge was solved), never rejected.
  expect((await storedLead(E2E_DATA_DIR, { message }))?.state).toBe("held");
  // The closed dialog's HTML names its variant, so the lead is checked and labelled as the
  // dialog's.
  expect((await storedLead(E2E_DATA_DIR, { message }))?.variant).toBe("dialog");
  await context.close();
});

/** Holds every script of ours until `release()`: the page is drawn, the app has not started. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`a dialog opened before the app starts stays open as it starts, keeps what was typed, and then checks its fields (${reducedMotion} motion)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });

    await contactUs(page).click();
    const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
    await expect(dialog).toBeVisible();
    const form = dialog.locator("form");
    await form.getByLabel("Name").fill("Ada Quinn");
    // The same element must still be there, open, once the app has started.
    await dialog.evaluate((d) => ((d as HTMLElement & { mark?: number }).mark = 1));

    release();
    await hydrated(page);
    // The dialog's form answers once its code is in: its first blur shows a message.
    const email = form.getByLabel("Email");
    await expect(async () => {
      await email.fill("not-an-address");
      await email.blur();
      await expect(form.getByText("Please enter a valid email address")).toBeVisible({
        timeout: 500,
      });
    }).toPass();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => (d as HTMLElement & { mark?: number }).mark)).toBe(1);
    await expect(form.getByLabel("Name")).toHaveValue("Ada Quinn");

    // And it closes and opens again as usual, with an empty form.
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();
    await contactUs(page).click();
    await expect(dialog).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });
}

test("a dialog whose code cannot be loaded leaves the page as it is", async ({
  page,
  consoleProblems,
}) => {
  await page.route(/\/assets\/ContactDialog-[^/]+\.js$/, (route) => route.abort());
  await openHydrated(page, "/about");
  await expect
    .poll(() => consoleProblems.some((p) => /dialog could not be loaded/.test(p)))
    .toBe(true);
  // The page, its menu and the other dialog still work; no error page replaced them.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/could not be shown/);
  await page.getByRole("contentinfo").getByRole("button", { name: "Refer a Client" }).click();
  await expect(page.getByRole("dialog", { name: "Refer a Client" })).toBeVisible();
  expectConsoleErrors(consoleProblems, [
    /dialog could not be loaded/,
    /Failed to load resource|ContactDialog/,
  ]);
});
