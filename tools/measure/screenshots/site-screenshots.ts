/** The Site section's screenshots in docs/screenshots/ at 375 and 1280 px: the business facts'
 * editor, the change list before Publish (a new phone and a holiday) and the history, from the
 * real build, signed in through an invite and a virtual passkey as the browser tests do. */
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { signInByInvite, startAdminServer } from "../../../tests/support/servers/inbox-server";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { shootAtWidths } from "../lib/shots";

/** The viewport as it is: docs/screenshots/<name>.webp and .tmp/<name>.png. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot();
  await sharp(png).webp({ quality: 80 }).toFile(`docs/screenshots/${name}.webp`);
  await sharp(png).toFile(`.tmp/${name}.png`);
}

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
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText(/is live on the site/).waitFor({ timeout: 300_000 });
  await page.goto(facts);
  await page.getByLabel("Phone").fill("(304) 555-0199");
  await page.getByRole("button", { name: "Add closure" }).click();
  await page.getByLabel("Date").fill("2026-12-25");
  await page.getByLabel("Name", { exact: true }).last().fill("Christmas Day");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await page.getByText("Saved in your draft").waitFor();
  // The editor's first screen at 1280 px; on a phone, the support hours the owner changes there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(facts);
  await shoot(page, "site-editor-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(facts);
  await page.getByRole("group", { name: "Support hours (Eastern Time)" }).scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const hours = document.getElementById("list-hours")!;
    window.scrollTo({
      top: hours.getBoundingClientRect().top + window.scrollY - 8,
      behavior: "instant",
    });
  });
  await shoot(page, "site-editor-375");
  await shootAtWidths(page, `${server.base}/admin/site/changes`, "site-changes");
  // The draft published: History then shows two versions, the first with Restore.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText(/is live on the site/).waitFor({ timeout: 300_000 });
  await shootAtWidths(page, `${server.base}/admin/site/history`, "site-history");
  console.log("wrote docs/screenshots/site-{editor,changes,history}-{375,1280}.webp");
} finally {
  await browser.close();
  await server.stop();
}
