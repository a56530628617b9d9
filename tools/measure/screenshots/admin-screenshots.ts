/** The inbox docs' screenshots of the New tab (docs/screenshots/inbox-375.webp, inbox-1280.webp)
 * and the Response page (response-375.webp, response-1280.webp) from the real build with sample
 * leads, signed in through an invite and a virtual passkey as the browser tests do. */
import { join } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import {
  heldLead,
  newLead,
  signInByInvite,
  startAdminServer,
} from "../../../tests/support/servers/inbox-server";
import { sampleLead } from "../../../tests/support/data/lead-samples";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { shootAtWidths } from "../lib/shots";

const port = Number(process.env.PORT ?? 4439);
const HOUR = 3_600_000;
const NOW = Date.now();
const ANSWERED = [
  { name: "Ruth Abernathy", hours: 1.5 },
  { name: "Tom Okafor", hours: 3 },
  { name: "Grace Lindqvist", hours: 20 },
  { name: "Hugo Marsh", hours: 30 },
];
// Hours ago each lead came: overdue, due soon, due later, and the answered ones days back.
const AGES = [27, 3, 0.5, 21.5, 6, 120, 96, 72, 48];
const server = await startAdminServer(
  port,
  [
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
    ...ANSWERED.map((a) => newLead(a.name)),
  ],
  { receivedAt: (i) => new Date(NOW - AGES[i]! * HOUR) },
);

// Answered leads (first marked handled some hours after they came), for the Response page.
const store = openSqliteStore(join(server.dataDir, "leads.db"));
for (const [i, a] of ANSWERED.entries()) {
  const lead = server.leads[5 + i]!;
  const at = new Date(Date.parse(lead.receivedAt) + a.hours * HOUR);
  await store.setState(lead.id, "handled", [], at, { by: "owner@example.com" });
}
await store.close();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByInvite(page, server.invite("owner@example.com"));
  await shootAtWidths(page, `${server.base}/admin`, "inbox", (width) => width === 375);
  await shootAtWidths(page, `${server.base}/admin/response`, "response");
  const lead = server.leads[1]!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.base}/admin/leads/${lead.id}`);
  await sharp(await page.screenshot({ fullPage: true })).toFile(`.tmp/inbox-lead-375.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await sharp(await page.screenshot({ fullPage: true })).toFile(`.tmp/inbox-lead-1280.png`);
  console.log("wrote docs/screenshots/inbox-{375,1280}.webp and response-{375,1280}.webp");
} finally {
  await browser.close();
  await server.stop();
}
