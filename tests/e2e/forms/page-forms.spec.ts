/** The forms on pages: /contact and the website-project brief (the dialogs' forms:
 * dialog-forms.spec.ts). */
import { expect, expectNoAxeViolations, test, openHydrated } from "../fixtures";
import { contactPageWithoutScripts, fillContact, fillProjectBrief } from "./form-helpers";
import { isFormPost, pageForm } from "./form-helpers";

test.describe("contact page", () => {
  test("the real server takes the message; the thank-you view shows 3 s, then the form is clear", async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page, "/contact");
    const form = pageForm(page, "contact");
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please select a service")).toBeVisible();
    await expect(
      form.getByText("Please tell us how you heard about us", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await fillContact(form, "page");
    const response = page.waitForResponse((r) => isFormPost(r.request()));
    await page.clock.pauseAt(Date.now() + 1000);
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(
      page.getByText("Thank you for reaching out. We'll get back to you within 24 hours."),
    ).toBeVisible();
    await page.clock.runFor(2900);
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await page.clock.runFor(200);
    const again = pageForm(page, "contact");
    await expect(again.getByLabel("Name")).toHaveValue("");
    await expect(again.getByText("Name is required")).toHaveCount(0);
  });

  test("choosing Website Development goes to the detailed brief", async ({ page }) => {
    await openHydrated(page, "/contact");
    await pageForm(page, "contact")
      .getByLabel("Service")
      .selectOption({ label: "Website Development" });
    await expect(page).toHaveURL(/\/websites-contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("without JavaScript the form posts to / and lands on the thank-you page", async ({
    browser,
  }) => {
    const { context, page, form } = await contactPageWithoutScripts(browser);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/");
    await expect(form).toHaveAttribute("data-netlify", "true");
    await fillContact(form, "page");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");

    await page.goto("/contact");
    await pageForm(page, "contact").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(page.getByText("Name is required")).toBeVisible();
    await context.close();
  });

  test("all three form names are in the prerendered HTML for Netlify", async ({ request }) => {
    const contactHtml = await (await request.get("/contact")).text();
    const briefHtml = await (await request.get("/websites-contact")).text();
    expect(contactHtml).toMatch(
      /<form[^>]+name="contact"[^>]+data-netlify="true"[^>]+netlify-honeypot="bot-field"/,
    );
    expect(contactHtml).toMatch(/<form[^>]+name="referral"[^>]+data-netlify="true"/);
    expect(briefHtml).toMatch(/<form[^>]+name="website-project"[^>]+data-netlify="true"/);
  });
});

test.describe("website-project brief", () => {
  test("validates, sends every field including several features, and thanks the visitor", async ({
    page,
  }) => {
    await openHydrated(page, "/websites-contact");
    const form = pageForm(page, "website-project");
    await form.getByRole("button", { name: "Send Project Brief" }).click();
    for (const m of [
      "Firm or business name is required",
      "Please select a project type",
      "Please select a timeline",
    ]) {
      await expect(form.getByText(m)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await fillProjectBrief(form, "A calmer site with a secure intake form.", {
      currentWebsite: "rowehart.example.com",
      features: ["Client portal", "Accessibility review"],
    });
    const request = page.waitForRequest(isFormPost);
    const response = page.waitForResponse((r) => isFormPost(r.request()));
    await form.getByRole("button", { name: "Send Project Brief" }).click();
    const params = new URLSearchParams((await request).postData() ?? "");
    expect(params.get("form-name")).toBe("website-project");
    expect(params.has("form-variant")).toBe(false);
    expect(params.getAll("features")).toEqual(["client-portal", "accessibility"]);
    expect((await response).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Brief Sent!" })).toBeVisible();
  });
});
