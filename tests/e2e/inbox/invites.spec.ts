/**
 * The People page's pending invites in the browser: a link made from the server's command line
 * and one made on the page, listed with role, maker and expiry, found by role and text; Revoke
 * ends one, whose link then says it is not valid. Axe at both widths.
 */
import { E2E_PORT } from "../../../playwright.config";
import { startAdminServer, signInByInvite } from "../../support/servers/inbox-server";
import { NARROW, WIDE, expect, expectConsoleErrors, expectNoAxeViolations } from "../fixtures";
import { test } from "../fixtures";
import { useAdminServer } from "./inbox-helpers";

test.describe.configure({ timeout: 120_000 });
const server = useAdminServer(() => startAdminServer(E2E_PORT + 9, []));

test("pending invites are listed, and Revoke ends one", async ({ page, consoleProblems }) => {
  await page.setViewportSize(WIDE);
  await signInByInvite(page, server.invite("owner@example.com", "owner"));
  const fromShell = server.invite("clerk@example.com", "staff");

  await page.goto(`${server.base}/admin/people`);
  await page.getByLabel("E-mail").fill("partner@example.com");
  await page.getByLabel("Role").selectOption("owner");
  await page.getByRole("button", { name: "Create invite link" }).click();
  await expect(page.getByRole("status")).toContainText(`${server.base}/admin/invite/`);
  await page.reload();

  const pending = page.getByRole("region", { name: "Pending invites" });
  const clerk = pending.getByRole("listitem").filter({ hasText: "clerk@example.com" });
  await expect(clerk).toContainText("Staff");
  await expect(clerk).toContainText("Made by the server's command line");
  await expect(clerk).toContainText(/expires \w{3}, \w{3} \d+, \d{4}/);
  const partner = pending.getByRole("listitem").filter({ hasText: "partner@example.com" });
  await expect(partner).toContainText("Owner");
  await expect(partner).toContainText("Made by owner@example.com");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("invites-1280.png"), fullPage: true });
  await page.setViewportSize(NARROW);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("invites-375.png"), fullPage: true });

  await page.getByRole("button", { name: "Revoke the invite for clerk@example.com" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The invite for clerk@example.com was revoked.",
  );
  await expect(clerk).toHaveCount(0);
  await expect(partner).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto(fromShell);
  await expect(page.getByRole("heading", { name: "This invite link is not valid" })).toBeVisible();
  expectConsoleErrors(consoleProblems, [/status of 410/]);
});
