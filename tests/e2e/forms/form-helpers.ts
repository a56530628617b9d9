/** The lead forms as a person fills and sends them, for every spec that sends a form. */
import type { Browser, Locator, Page, Request } from "@playwright/test";
import { BEACON_PATH } from "../../../shared/visit-beacon";
import { expect } from "../fixtures";

/** A form's POST, not the visit beacon every page sends (app/lib/counting/beacon.ts). */
export const isFormPost = (r: Request) =>
  r.method() === "POST" && new URL(r.url()).pathname !== BEACON_PATH;

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

/** The contact page in a context of its own with JavaScript off (close `context` at the end), and
 * its form. */
export async function contactPageWithoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  return { context, page, form: pageForm(page, "contact") };
}

/** Who fills in a contact form: Dana unless a spec wants another (a name beyond ASCII, say). */
export interface ContactPerson {
  name: string;
  email: string;
  phone: string;
}
const DANA = {
  name: "Dana Whitfield",
  email: "dana@whitfield-law.example",
  phone: "(304) 555-0100",
};

/** Fills the contact form as the dialog or the contact page draws it (the two variants' option
 * lists differ). */
export async function fillContact(
  scope: Page | Locator,
  variant: "dialog" | "page",
  message = "Our office printers and e-mail need looking after — “soon”.",
  person: ContactPerson = DANA,
) {
  await scope.getByLabel("Name").fill(person.name);
  await scope.getByLabel("Email").fill(person.email);
  await scope.getByLabel("Phone").fill(person.phone);
  await scope
    .getByLabel(variant === "dialog" ? "Area of interest" : "Service")
    .selectOption({ label: "Technical Support" });
  await scope
    .getByLabel("How did you hear about us?")
    .selectOption({ label: variant === "dialog" ? "Bar Association" : "Social Media" });
  await scope.getByLabel("Message").fill(message);
}

/** Opens the referral dialog from the page's Refer Someone and fills it in: Sam refers Pat by
 * phone, with `message` if given (the message is optional). */
export async function fillReferral(page: Page, message?: string) {
  await page.getByRole("button", { name: "Refer Someone" }).click();
  const dialog = page.getByRole("dialog", { name: "Refer a Client" });
  await dialog.getByLabel("Your name").fill("Sam Carter");
  await dialog.getByLabel("Your email").fill("sam@carter.example");
  await dialog.getByLabel("Referral's name").fill("Pat Osei");
  await dialog.getByLabel("Referral's phone").fill("540 555 0199");
  if (message !== undefined) await dialog.getByLabel("Message (optional)").fill(message);
  return dialog;
}
