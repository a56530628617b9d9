/** The inbox docs' screenshots (docs/screenshots/inbox-375.webp, inbox-1280.webp) from the real
 * build with sample leads, signed in through an invite and a virtual passkey as the browser
 * tests do. */
import { chromium } from "playwright-core";
import sharp from "sharp";
import { heldLead, newLead, signInByInvite, startAdminServer } from "../../../tests/support/admin";
import { sampleLead } from "../../../tests/support/leads";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/chromium";

const port = Number(process.env.PORT ?? 4439);
const server = await startAdminServer(port, [
  newLead("Dana Whitfield"),
  heldLead("Marcus Reyes"),
  sampleLead({
    form: "website-project",
    fields: {
      name: "Priya Natarajan",
      email: "priya@example.com",
      phone: "304-555-0142",
      company: "Natarajan Law PLLC",
      projectType: "new-site",
      industry: "law-firm",
      pageCount: "6-15",
      features: ["intake-forms", "client-portal"],
      timeline: "1-3-months",
      message: "We need a new site for our estate planning practice before spring.",
    },
  }),
  newLead("Owen Gallagher"),
  newLead("Lena Brooks"),
]);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByInvite(page, server.invite("owner@example.com"));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto(`${server.base}/admin`);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ fullPage: width === 375 });
    await sharp(png).webp({ quality: 80 }).toFile(`docs/screenshots/inbox-${width}.webp`);
    await sharp(png).toFile(`.tmp/inbox-${width}.png`);
  }
  const lead = server.leads[1]!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.base}/admin/leads/${lead.id}`);
  await sharp(await page.screenshot({ fullPage: true })).toFile(`.tmp/inbox-lead-375.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await sharp(await page.screenshot({ fullPage: true })).toFile(`.tmp/inbox-lead-1280.png`);
  console.log("wrote docs/screenshots/inbox-375.webp and inbox-1280.webp");
} finally {
  await browser.close();
  await server.stop();
}
