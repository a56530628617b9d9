/**
 * The invisible spam challenge in the real browser against the real server:
 * each form sends a solved challenge and its lead ends `new` (notified); the
 * visitor sees the same flow as before; without JavaScript, or when the
 * challenge cannot load, the lead is held (never lost) and the visitor is thanked all the same.
 */
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { challengeSolved, likeAPerson, storedLead, unique } from "./stored-leads";
import { expect, test, openHydrated } from "../fixtures";
import { contactPageWithoutScripts, fillContact, fillProjectBrief } from "./form-helpers";
import { fillReferral, openContactDialog, isFormPost, pageForm } from "./form-helpers";

/** `variant`: the contact form's variant the lead must be stored with (none on the other forms). */
async function sendAndCheckNew(
  page: Page,
  button: ReturnType<Page["getByRole"]>,
  variant: "dialog" | "page" | null,
) {
  const request = page.waitForRequest(isFormPost);
  const response = page.waitForResponse((r) => isFormPost(r.request()));
  await button.click();
  const solution = new URLSearchParams((await request).postData() ?? "").get("altcha");
  expect(solution, "the POST carries a solution").toMatch(/^eyJ/);
  const res = await response;
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  expect(await storedLead(E2E_DATA_DIR, { id })).toEqual({
    state: "new",
    score: 0,
    reasons: [],
    variant,
  });
}

test.describe("spam challenge: each form", () => {
  test("contact dialog", async ({ page }) => {
    const solved = challengeSolved(page);
    await openHydrated(page, "/");
    const dialog = await openContactDialog(page);
    await fillContact(dialog, "dialog", unique("Our printers need looking after"));
    await likeAPerson(page, (await solved).issuedAt);
    await sendAndCheckNew(page, dialog.getByRole("button", { name: "Send Message" }), "dialog");
    await expect(dialog.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("contact page", async ({ page }) => {
    const solved = challengeSolved(page);
    await openHydrated(page, "/contact");
    const form = pageForm(page, "contact");
    await fillContact(form, "page", unique("We need help with our case files"), {
      name: "José Ñúñez",
      email: "jose@nunez.example",
      phone: "304-555-0199",
    });
    await likeAPerson(page, (await solved).issuedAt);
    await sendAndCheckNew(page, form.getByRole("button", { name: "Send Message" }), "page");
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  });

  test("referral dialog", async ({ page }) => {
    const solved = challengeSolved(page);
    await openHydrated(page, "/contact");
    const dialog = await fillReferral(page, unique("Pat runs a small firm"));
    await likeAPerson(page, (await solved).issuedAt);
    await sendAndCheckNew(page, dialog.getByRole("button", { name: "Send Referral" }), null);
    await expect(dialog.getByRole("heading", { name: "Referral Sent!" })).toBeVisible();
  });

  test("website-project brief", async ({ page }) => {
    const solved = challengeSolved(page);
    await openHydrated(page, "/websites-contact");
    const form = pageForm(page, "website-project");
    await fillProjectBrief(form, unique("A calmer site with an intake form"));
    await likeAPerson(page, (await solved).issuedAt);
    await sendAndCheckNew(page, form.getByRole("button", { name: "Send Project Brief" }), null);
    await expect(page.getByRole("heading", { name: "Brief Sent!" })).toBeVisible();
  });
});

test("keyboard only: the contact page form is filled and sent with the keys, the challenge solved unseen", async ({
  page,
}) => {
  const solved = challengeSolved(page);
  await openHydrated(page, "/contact");
  const form = pageForm(page, "contact");
  const name = form.getByLabel("Name");
  // Tab from the top of the page to the form's first field.
  for (let i = 0; i < 60 && !(await name.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(name).toBeFocused();
  await page.keyboard.type("Ana Ilić");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ana@ilic.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type("304 555 0111");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Service")).toBeFocused();
  // A focused select takes type-ahead: "Tech" picks Technical Support.
  await page.keyboard.type("Tech");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("How did you hear about us?")).toBeFocused();
  await page.keyboard.type("Social");
  await page.keyboard.press("Tab");
  const message = unique("Typed with the keyboard alone");
  await page.keyboard.type(message);
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  await likeAPerson(page, (await solved).issuedAt);
  const response = page.waitForResponse((r) => isFormPost(r.request()));
  await page.keyboard.press("Enter");
  expect((await response).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect((await storedLead(E2E_DATA_DIR, { message }))?.state).toBe("new");
});

test("without JavaScript the post is held, never rejected, and the visitor is thanked", async ({
  browser,
}) => {
  const { context, page, form } = await contactPageWithoutScripts(browser);
  await form.getByLabel("Name").fill("Noor Haddad");
  await form.getByLabel("Email").fill("noor@haddad.example");
  await form.getByLabel("Phone").fill("304-555-0142");
  await form.getByLabel("Service").selectOption({ label: "Technical Support" });
  await form
    .getByLabel("How did you hear about us?")
    .selectOption({ label: "Referral from Friend/Family" });
  const message = unique("Sent from a browser with scripts off");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/thank-you\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
  expect(await storedLead(E2E_DATA_DIR, { message })).toMatchObject({
    state: "held",
    reasons: ["no-challenge"],
  });
  await context.close();
});

test("a challenge that fails to load: the form is sent at once, the lead held, the visitor thanked", async ({
  page,
  consoleProblems,
}) => {
  await page.route("/challenge", (route) => route.abort());
  await openHydrated(page, "/contact");
  const form = pageForm(page, "contact");
  const message = unique("The challenge never came");
  await fillContact(form, "page", message, {
    name: "Kai Müller",
    email: "kai@mueller.example",
    phone: "304-555-0177",
  });
  const response = page.waitForResponse((r) => isFormPost(r.request()));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect(await storedLead(E2E_DATA_DIR, { message })).toMatchObject({
    state: "held",
    reasons: ["no-challenge"],
  });
  // The browser reports the refused request itself; that one is expected here.
  const rest = consoleProblems.filter((p) => !/ERR_FAILED/.test(p));
  consoleProblems.splice(0, consoleProblems.length, ...rest);
});
