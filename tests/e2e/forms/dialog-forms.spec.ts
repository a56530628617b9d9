/** The forms in the site's dialogs: contact and referral (the forms on pages:
 * page-forms.spec.ts). */
import { business } from "../../../content/business";
import { expect, expectConsoleErrors, expectNoAxeViolations, test } from "../fixtures";
import { openHydrated } from "../fixtures";
import { fillContact, openContactDialog, isFormPost } from "./form-helpers";

test.describe("contact dialog", () => {
  test("validates on blur, clears an error on edit, and shows all six on submit", async ({
    page,
  }) => {
    // axe over the whole home page with its dialog open, after every field is tried.
    test.slow();
    await openHydrated(page, "/");
    const dialog = await openContactDialog(page);
    const name = dialog.getByLabel("Name");
    await name.focus();
    await name.blur();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const describedBy = await name.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText("Name is required");
    // Only the touched field shows its error.
    await expect(dialog.getByText("Email is required")).toHaveCount(0);
    await name.fill("D");
    await expect(dialog.getByText("Name is required")).toHaveCount(0);
    await name.fill("");

    await dialog.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Please select an area of interest",
      "Please tell us how you heard about us.",
      "Message is required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(name).toBeFocused();
    await expect(dialog.getByLabel("Message")).toHaveAttribute("rows", "4");
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Email").fill("not-an-address");
    await dialog.getByLabel("Email").blur();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Phone").fill("call me");
    await dialog.getByLabel("Phone").blur();
    await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
  });

  test("sends the spec's request, shows Sending..., then Message Sent! and closes after 2 s", async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page, "/");
    const dialog = await openContactDialog(page);
    await fillContact(dialog, "dialog");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("/", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.fallback();
    });
    const requestPromise = page.waitForRequest(isFormPost);
    // Freeze time so only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    const request = await requestPromise;
    expect(request.url()).toMatch(/\/$/);
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toEqual({
      "form-name": "contact",
      // Which variant of the contact form: the server checks and labels it by the dialog's.
      "form-variant": "dialog",
      "bot-field": "",
      // The spam challenge's solution (tests/e2e/forms/spam-challenge.spec.ts checks it).
      altcha: expect.any(String),
      name: "Dana Whitfield",
      email: "dana@whitfield-law.example",
      phone: "(304) 555-0100",
      service: "it-support",
      howDidYouHear: "bar-association",
      message: "Our office printers and e-mail need looking after — “soon”.",
      // Where the visit came from (tests/e2e/forms/lead-sources.spec.ts): here, the home page
      // alone.
      landing_page: "/",
    });
    const sending = dialog.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(dialog.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(dialog).toContainText("Thank you for reaching out. We'll get back to you soon.");
    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
    // Reopened, the form is empty again.
    await openContactDialog(page);
    await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("");
  });

  test("a failed send keeps the input and offers Try again and the phone", async ({
    page,
    consoleProblems,
  }) => {
    await openHydrated(page, "/about");
    const dialog = await openContactDialog(page);
    await fillContact(dialog, "dialog");
    let fail = true;
    await page.route("/", (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      return fail ? route.fulfill({ status: 500, body: "boom" }) : route.fallback();
    });
    const logged = page.waitForEvent(
      "console",
      (m) => m.type() === "error" && /could not be sent/.test(m.text()),
    );
    await dialog.getByRole("button", { name: "Send Message" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Your message did not go through.");
    await expect(alert.getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    await logged;
    await expect(dialog.getByLabel("Name")).toHaveValue("Dana Whitfield");
    await expectNoAxeViolations(page);
    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expectConsoleErrors(consoleProblems, [
      /status of 500/,
      /contact form could not be sent: HTTP 500/,
    ]);
  });

  test("a dropped connection is an error too", async ({ page, consoleProblems }) => {
    await openHydrated(page, "/");
    const dialog = await openContactDialog(page);
    await fillContact(dialog, "dialog");
    await page.route("/", (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
    );
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toContainText("did not go through");
    await expect(dialog.getByLabel("Message")).not.toHaveValue("");
    expectConsoleErrors(consoleProblems, [/ERR_CONNECTION_RESET/, /could not be sent/]);
  });
});

test.describe("referral dialog", () => {
  test("needs either e-mail or phone, then sends and closes after 2 s", async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, "/contact");
    await page.getByRole("button", { name: "Refer Someone" }).click();
    const dialog = page.getByRole("dialog", { name: "Refer a Client" });
    await expect(dialog.getByLabel("Message (optional)")).toHaveAttribute("rows", "3");
    await dialog.getByRole("button", { name: "Send Referral" }).click();
    await expect(dialog.getByText("Your name is required")).toBeVisible();
    await expect(dialog.getByText("Your email is required")).toBeVisible();
    await expect(dialog.getByText("Referral name is required")).toBeVisible();
    await expect(dialog.getByText("Either email or phone is required")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Your name").fill("Sam Carter");
    await dialog.getByLabel("Your email").fill("sam@carter.example");
    await dialog.getByLabel("Referral's name").fill("Pat Osei");
    await dialog.getByLabel("Referral's phone").fill("540 555 0199");
    const request = page.waitForRequest(isFormPost);
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole("button", { name: "Send Referral" }).click();
    const sent = new URLSearchParams((await request).postData() ?? "");
    expect(sent.get("form-name")).toBe("referral");
    // One variant only: no variant field (shared/forms/form-protocol.ts, VARIANT_FIELD).
    expect(sent.has("form-variant")).toBe(false);
    await expect(dialog.getByRole("heading", { name: "Referral Sent!" })).toBeVisible();
    await expect(dialog).toContainText(
      "Thank you for your referral. We'll reach out to them soon.",
    );
    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
  });
});
