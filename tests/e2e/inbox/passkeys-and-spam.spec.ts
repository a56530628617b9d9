/**
 * Removing a passkey from one device signs out the session it made on another, and the account
 * page says so. A spam post's e-mail value is shown as text, never as an E-mail button. At 1280
 * and 375 px, with axe.
 */
import { E2E_PORT } from "../../../playwright.config";
import { sampleLead } from "../../support/lead-samples";
import { signInByInvite, startAdminServer } from "../../support/admin";
import { NARROW, WIDE, expect, expectNoAxeViolations, test } from "../fixtures";
import { useAdminServer } from "./inbox-helpers";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const SPAM_EMAIL = "x@y.z?bcc=attacker@evil.example&subject=hi";
const server = useAdminServer(() =>
  startAdminServer(E2E_PORT + 11, [
    sampleLead({
      state: "spam",
      fields: { ...sampleLead().fields, name: "Sam Spam", email: SPAM_EMAIL },
    }),
  ]),
);

test("removing a passkey signs out its other sessions; a spam post's e-mail is text", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  await signInByInvite(page, server.invite("owner@example.com"));
  // A second device: the same person's second passkey, by a new invite, in its own browser.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signInByInvite(phone, server.invite("owner@example.com"));

  // From the second device, the first device's passkey is removed.
  await phone.goto(`${server.base}/admin/account`);
  const remove = phone.getByRole("button", { name: /^Remove passkey / });
  await expect(remove).toHaveCount(2);
  await remove.first().click();
  await expect(phone.getByRole("status")).toHaveText(
    "Passkey removed. One other session signed in with it is now signed out.",
  );
  await expect(remove).toHaveCount(1);
  await phone.setViewportSize(WIDE);
  await expectNoAxeViolations(phone);
  await phone.screenshot({
    path: test.info().outputPath("passkey-removed-1280.png"),
    fullPage: true,
  });
  await phone.setViewportSize(NARROW);
  await phone.screenshot({
    path: test.info().outputPath("passkey-removed-375.png"),
    fullPage: true,
  });
  await other.close();
  // The first device's session is over.
  await page.goto(`${server.base}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);

  // Signed in again from the first device (a new passkey by invite, on the same authenticator):
  // the spam lead's page.
  await page.goto(server.invite("owner@example.com"));
  await page.getByRole("button", { name: "Create passkey" }).click();
  await page.getByRole("heading", { name: "Inbox", exact: true }).waitFor();
  await page.goto(`${server.base}/admin/leads/${server.leads[0]!.id}`);
  await expect(page.getByText(`E-mail as sent, not a valid address: ${SPAM_EMAIL}`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^E-mail/ })).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("spam-email-1280.png"), fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: test.info().outputPath("spam-email-375.png"), fullPage: true });
});
