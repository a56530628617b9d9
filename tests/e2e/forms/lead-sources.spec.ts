import type { Locator, Page } from "@playwright/test";
import { STORAGE_KEY } from "../../../app/lib/counting/visit-source";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { storedSource, unique } from "./stored-leads";
import { expect, hydrated, test } from "../fixtures";
import { fillContact, fillReferral, isFormPost, openContactDialog, pageForm } from "./form-helpers";

// Where leads come from: the first page of the visit, the referring
// host and the campaign tags travel with whichever form the visitor sends.
const CAMPAIGN =
  "/web-design-roanoke-va?utm_source=newsletter&utm_medium=email&utm_campaign=autumn";
const REFERRER = "https://news.example.org/issue/42?reader=someone";
const expected = {
  landing: "/web-design-roanoke-va",
  referrer: "news.example.org",
  utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" },
};

/** Arrives on the landing page from another site's link, then moves on by the site's own links. */
async function arriveAndBrowse(page: Page) {
  await page.goto(CAMPAIGN, { referer: REFERRER });
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page);
}

async function sent(page: Page, button: ReturnType<Page["getByRole"]>) {
  const response = page.waitForResponse((r) => isFormPost(r.request()));
  await button.click();
  expect((await response).status()).toBe(201);
}

/**
 * Browses as a visitor from the campaign, fills a form on /contact with `fill` (which returns
 * its send button), sends it, and checks the stored lead keeps the visit's source.
 */
async function sendAfterBrowsing(
  page: Page,
  form: string,
  fill: (message: string) => Promise<Locator>,
) {
  await arriveAndBrowse(page);
  const message = unique(`source via ${form}`);
  await sent(page, await fill(message));
  expect(await storedSource(E2E_DATA_DIR, message)).toEqual({ page: "/contact", source: expected });
}

test.describe("lead sources", () => {
  test("the contact page's lead keeps the landing page, referrer host and campaign of the visit", async ({
    page,
  }) => {
    await sendAfterBrowsing(page, "the contact page", async (message) => {
      const form = pageForm(page, "contact");
      await fillContact(form, "page", message);
      return form.getByRole("button", { name: "Send Message" });
    });
  });

  test("so does the contact dialog's", async ({ page }) => {
    await sendAfterBrowsing(page, "the contact dialog", async (message) => {
      const dialog = await openContactDialog(page);
      await fillContact(dialog, "dialog", message);
      return dialog.getByRole("button", { name: "Send Message" });
    });
  });

  test("so does the referral dialog's", async ({ page }) => {
    await sendAfterBrowsing(page, "the referral dialog", async (message) =>
      (await fillReferral(page, message)).getByRole("button", { name: "Send Referral" }),
    );
  });

  test("a new tab is a new visit, and keeps nothing of the last one", async ({ page, context }) => {
    // The first tab has recorded its visit (that it keeps it while browsing on is what the tests
    // above show).
    await page.goto(CAMPAIGN, { referer: REFERRER });
    await hydrated(page);
    const recorded = () => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
    await expect
      .poll(async () => JSON.parse((await recorded()) ?? "null"))
      .toEqual({
        landing_page: expected.landing,
        referrer_host: expected.referrer,
        ...expected.utm,
      });
    const second = await context.newPage();
    await second.goto("/contact");
    await hydrated(second);
    const message = unique("source of a second visit");
    const form = pageForm(second, "contact");
    await fillContact(form, "page", message);
    await sent(second, form.getByRole("button", { name: "Send Message" }));
    expect(await storedSource(E2E_DATA_DIR, message)).toEqual({
      page: "/contact",
      source: { landing: "/contact" },
    });
  });

  test("nothing of it is a cookie", async ({ page, context }) => {
    await arriveAndBrowse(page);
    expect(await context.cookies()).toEqual([]);
  });
});
