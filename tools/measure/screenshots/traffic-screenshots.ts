/** `npx tsx tools/measure/screenshots/traffic-screenshots.ts`: the README's Traffic pictures
 * (docs/screenshots/) from the real build, over 30 days of sample traffic and leads written by
 * the real writer; the owner signs in with a virtual passkey. Copies go to .tmp/ for review. */
import { join } from "node:path";
import { chromium } from "playwright-core";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import { trafficDbOf } from "../../../server/traffic/traffic-db";
import { runTrafficJob } from "../../../server/traffic/rollup/rollup";
import { queuedEvent } from "../../../tests/support/data/traffic-events";
import type { DropReason } from "../../../server/traffic/report/traffic-types";
import { createWriter } from "../../../server/traffic/beacon/writer";
import { signInByInvite, startAdminServer } from "../../../tests/support/servers/inbox-server";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { sampleLead, samples } from "../../../tests/support/data/lead-samples";
import { shootAtWidths } from "../lib/shots";

const port = Number(process.env.PORT ?? 4644);
const DAY = 86_400_000;
const now = Date.now();

/** A small deterministic generator, so two runs draw the same pictures. */
let seed = 48;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const CAMPAIGNS = [
  { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" },
  { utm_source: "google", utm_medium: "cpc", utm_campaign: "roanoke-search" },
  { utm_source: "wvbar", utm_medium: "referral", utm_campaign: "directory" },
];
/** Landing pages with their usual visits a day, referrers and campaigns. */
const PAGES = [
  { path: "/", daily: 14, referrer: "www.google.com" },
  { path: "/web-design-roanoke-va", daily: 7, referrer: "www.bing.com", campaign: 1 },
  { path: "/contact", daily: 4, referrer: "" },
  { path: "/web-design-lewisburg-wv", daily: 3, referrer: "news.example.org", campaign: 0 },
  { path: "/services", daily: 2, referrer: "" },
  { path: "/web-design-richmond-va", daily: 1, referrer: "www.google.com", campaign: 2 },
];
/** Per page and device: how many speed samples a day and a typical LCP, INP and CLS. */
const SPEED = [
  { path: "/", device: "desktop", perDay: 3, lcp: 1400, inp: 90, cls: 0.02 },
  { path: "/", device: "phone", perDay: 2, lcp: 2900, inp: 230, cls: 0.06 },
  { path: "/web-design-roanoke-va", device: "phone", perDay: 1.5, lcp: 3600, inp: 420, cls: 0.18 },
  { path: "/web-design-roanoke-va", device: "desktop", perDay: 0.4, lcp: 1200, inp: 70, cls: 0.01 },
  { path: "/contact", device: "desktop", perDay: 1, lcp: 1800, inp: 160, cls: 0.3 },
] as const;
const DROPS: [DropReason, number][] = [
  ["bot-agent", 40],
  ["webdriver", 3],
  ["no-page-start", 1],
];

const lead = (landing: string, campaign: number | undefined, state: "new" | "handled" | "held") =>
  sampleLead({
    state,
    fields: samples.contactPage,
    source: {
      landing,
      referrer: PAGES.find((p) => p.path === landing)?.referrer || undefined,
      utm: campaign === undefined ? undefined : CAMPAIGNS[campaign],
    },
  });
const leads = [
  lead("/web-design-roanoke-va", 1, "new"),
  lead("/web-design-roanoke-va", 1, "handled"),
  lead("/web-design-roanoke-va", 1, "held"),
  lead("/", undefined, "handled"),
  lead("/", undefined, "new"),
  lead("/contact", undefined, "new"),
  lead("/web-design-lewisburg-wv", 0, "handled"),
];
const server = await startAdminServer(port, leads, {
  receivedAt: (i) => new Date(now - (2 + i * 3) * DAY),
});
const store = openSqliteStore(join(server.dataDir, "leads.db"));
try {
  const db = trafficDbOf(store);
  for (let back = 29; back >= 0; back--) {
    const at = now - back * DAY;
    const writer = createWriter({ db, now: () => at });
    // A quieter weekend, and a campaign that starts ten days ago.
    const weekday = new Date(at).getUTCDay();
    const scale = weekday === 0 || weekday === 6 ? 0.4 : 1;
    let visitor = 0;
    for (const page of PAGES) {
      const started = page.campaign === 1 ? back < 10 : true;
      const visits = Math.round(page.daily * scale * (0.6 + random() * 0.8) * (started ? 1 : 0.3));
      for (let v = 0; v < visits; v++) {
        const ip = `198.51.100.${visitor++ % 250}`;
        const tagged = page.campaign !== undefined && random() < 0.7;
        writer.add(
          queuedEvent({
            at,
            ip,
            kind: "visit",
            path: page.path,
            referrer: tagged ? "" : page.referrer,
            utm: tagged ? CAMPAIGNS[page.campaign!] : {},
            device: random() < 0.55 ? "phone" : "desktop",
          }),
        );
        if (random() < 0.5) writer.add(queuedEvent({ at, ip, kind: "pageview", path: "/contact" }));
      }
    }
    for (const s of SPEED) {
      const n = Math.floor(s.perDay + random());
      for (let i = 0; i < n; i++) {
        const spread = 0.6 + random() * 0.8;
        writer.add(
          queuedEvent({
            at,
            kind: "vitals",
            path: s.path,
            device: s.device,
            vitals: { lcp: s.lcp * spread, inp: s.inp * spread, cls: s.cls * spread },
          }),
        );
      }
    }
    for (const [reason, perDay] of DROPS)
      for (let i = 0; i < Math.round(perDay * random()); i++) writer.drop(reason, at);
    await writer.flush();
    if (back === 0)
      await runTrafficJob(db, writer.salts, { eventsDays: 90, rollupMonths: 25 }, now, store);
  }
} finally {
  await store.close();
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByInvite(page, server.invite("owner@example.com"));
  await shootAtWidths(page, `${server.base}/admin/traffic`, "traffic");
  console.log("wrote docs/screenshots/traffic-375.webp and traffic-1280.webp (.tmp/*.png)");
} finally {
  await browser.close();
  await server.stop();
}
