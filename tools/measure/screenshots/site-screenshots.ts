/** The inbox docs' screenshots of the Site section (docs/screenshots/site-editor-*.webp of the
 * business facts, site-changes-*.webp of the change list before Publish, site-history-*.webp)
 * from the real build, signed in through an invite and a virtual passkey as the browser tests
 * do; the change list shows a new phone number and a holiday. */
import { chromium } from "playwright-core";
import { signInByInvite, startAdminServer } from "../../../tests/support/admin";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/chromium";
import { shootAtWidths } from "../lib/shots";

const port = Number(process.env.PORT ?? 4441);
const server = await startAdminServer(port, []);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByInvite(page, server.invite("owner@example.com"));
  const facts = `${server.base}/admin/site/edit/business`;
  // A first version to restore, then a draft with a new phone and a holiday.
  await page.goto(facts);
  await page.getByLabel("Tagline").fill("Technology and web services for law firms");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await page.getByText("Saved in your draft").waitFor();
  await page.goto(`${server.base}/admin/site/changes`);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Live", { exact: true }).first().waitFor({ timeout: 60_000 });
  await page.goto(facts);
  await page.getByLabel("Phone").fill("(304) 555-0199");
  await page.getByRole("button", { name: "Add closure" }).click();
  await page.getByLabel("Date").fill("2026-12-25");
  await page.getByLabel("Name", { exact: true }).last().fill("Christmas Day");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await page.getByText("Saved in your draft").waitFor();
  await shootAtWidths(page, facts, "site-editor", (width) => width === 1280 || !!process.env.FULL);
  await shootAtWidths(page, `${server.base}/admin/site/changes`, "site-changes");
  await shootAtWidths(page, `${server.base}/admin/site/history`, "site-history");
  console.log("wrote docs/screenshots/site-{editor,changes,history}-{375,1280}.webp");
} finally {
  await browser.close();
  await server.stop();
}
