/**
 * A page loaded before a publish keeps working after the server switches: its own server (own
 * DATA_DIR and port), `leads site publish FILE` changing the phone (on every page and in the
 * shell's script), and then, in the page that was open all along, a client navigation and a
 * dialog whose form checks its fields. No console error, no 404, and the new page draws; a fresh
 * load shows the new phone.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { E2E_PORT } from "../../../playwright.config";
import { spawnServer, waitUntilServing } from "../../support/build";
import { tempDir } from "../../support/lead-samples";
import { phoneOverlay, publishWithCli, telOf } from "../../support/site/cli-publish";
import { expect, hydrated, test } from "../fixtures";

const PORT = E2E_PORT + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const NEW_PHONE = "(304) 555-0188";

// A real build of the site runs in the middle: 20 to 60 s on this machine, more when it is busy.
test.describe.configure({ timeout: 360_000 });

test("a page loaded before a publish hydrates, navigates and opens a dialog after it", async ({
  page,
}) => {
  const dir = tempDir("lexcore-open-page-");
  const server = spawnServer(PORT, { DATA_DIR: dir.path, DATABASE_URL: "", SITE_POLL_MS: "300" });
  try {
    await waitUntilServing(PORT, server, 90_000);
    const missing: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${ORIGIN}/`);
    await hydrated(page);
    await expect(page.locator(`a[href="tel:${telOf(NEW_PHONE)}"]`)).toHaveCount(0);
    // Marks this document: a full load instead of a client navigation would lose it.
    await page.evaluate(() => ((window as unknown as { openAll: boolean }).openAll = true));

    const cli = publishWithCli(phoneOverlay(NEW_PHONE), join(dir.path, "overlay.json"), {
      DATA_DIR: dir.path,
      DATABASE_URL: "",
    });
    const published = await cli.done;
    expect(published.output).toMatch(/Version 1 is live/);
    await expect(async () => {
      const html = await (await fetch(`${ORIGIN}/`)).text();
      expect(html).toContain(`tel:${telOf(NEW_PHONE)}`);
    }).toPass({ timeout: 60_000 });
    // The old version's assets are no longer the current ones: the open page must still get them.
    await sleep(500);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(`${ORIGIN}/about`);
    await expect(page.getByRole("heading", { level: 1, name: "About Lexcore" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { openAll?: boolean }).openAll)).toBe(
      true,
    );

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Contact Us" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
    await expect(dialog).toBeVisible();
    // The form's checks are code loaded on demand, named by the page's old manifest.
    const email = dialog.locator("form").getByLabel("Email");
    await expect(async () => {
      await email.fill("not-an-address");
      await email.blur();
      await expect(dialog.getByText("Please enter a valid email address")).toBeVisible({
        timeout: 500,
      });
    }).toPass();
    expect(missing).toEqual([]);

    // A fresh load draws the published version.
    await page.goto(`${ORIGIN}/about`);
    await expect(page.locator(`a[href="tel:${telOf(NEW_PHONE)}"]`).first()).toBeAttached();
    // Leaves the page before its server stops, so no late request fails.
    await page.goto("about:blank");
  } finally {
    server.child.kill("SIGKILL");
    dir.remove();
  }
});
