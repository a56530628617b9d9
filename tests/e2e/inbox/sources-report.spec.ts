/**
 * The inbox's Sources view: leads posted to the real server with
 * the hidden source fields the site's forms send, and one seeded from before
 * the 30-day window, counted per landing page, referring site and campaign,
 * split by state and by form, for 30 and 90 days.
 */
import { landingPaths } from "../../../content/landing-pages/index";
import { E2E_PORT } from "../../../playwright.config";
import { signInByInvite, startAdminServer } from "../../support/servers/inbox-server";
import { TEST_CHALLENGE_SECRET, solvedAt } from "../../support/data/solved-challenge";
import { encodeForm, sampleLead, samples, type FormFields } from "../../support/data/lead-samples";
import { NARROW, WIDE, expect, expectNoAxeViolations, test, openAt } from "../fixtures";
import { expectSignInRedirect, formPost, rowCells, useAdminServer } from "./inbox-helpers";

const DAY_MS = 86_400_000;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const ROANOKE = "/web-design-roanoke-va";
const newsletter = {
  landing_page: ROANOKE,
  referrer_host: "news.example.org",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "autumn",
};

/** POST / as the site's forms do with JavaScript: the form's fields, its challenge and the visit's
 * source. */
async function post(fields: FormFields) {
  const res = await formPost(server.base, "/", encodeForm({ "bot-field": "", ...fields }), {
    accept: "application/json",
    referer: `${server.base}/contact`,
  });
  expect(res.status).toBe(201);
}

const server = useAdminServer(() => {
  const now = Date.now();
  // Received 45 and 10 days ago: only the second is in the 30-day counts.
  const ages = [45, 10];
  return startAdminServer(
    E2E_PORT + 2,
    [
      sampleLead({
        state: "handled",
        source: {
          landing: "/web-design-richmond-va",
          referrer: "www.google.com",
          utm: { utm_source: "google", utm_campaign: "spring" },
        },
      }),
      sampleLead({
        state: "handled",
        source: { landing: ROANOKE, referrer: "news.example.org", utm: { utm_campaign: "autumn" } },
      }),
    ],
    {
      receivedAt: (i) => new Date(now - ages[i]! * DAY_MS),
      env: { CHALLENGE_SECRET: TEST_CHALLENGE_SECRET },
    },
  );
});

test.beforeAll(async () => {
  // New: a solved challenge from a minute ago, as a person's would be.
  await post({
    "form-name": "contact",
    ...samples.contactPage,
    message: "From the newsletter",
    altcha: await solvedAt(),
    ...newsletter,
  });
  await post({
    "form-name": "website-project",
    ...samples.websiteProject,
    message: "A redesign for a small firm",
    altcha: await solvedAt(),
    landing_page: ROANOKE,
    referrer_host: "www.bing.com",
  });
  // Held: no challenge.
  await post({ "form-name": "referral", ...samples.referral, ...newsletter });
  // Spam: the honeypot filled.
  await post({
    "form-name": "contact",
    ...samples.contactPage,
    message: "Spam from a campaign",
    "bot-field": "filled",
    landing_page: "/web-design-lynchburg-va",
    utm_source: "newsletter",
  });
  // New, with no source at all (sent without JavaScript).
  await post({
    "form-name": "contact",
    ...samples.contactPage,
    message: "Typed in directly",
    altcha: await solvedAt(),
  });
});

const COLUMNS = [
  "Leads",
  "New",
  "Held",
  "Spam",
  "Handled",
  "Contact",
  "Referral",
  "Website project",
];

/** The counts in a row of one of the three tables, in the order of COLUMNS. */
const counts = rowCells;

const tables = (page: import("@playwright/test").Page) => ({
  landing: page.getByRole("table", { name: "Landing pages" }),
  referrer: page.getByRole("table", { name: "Referring sites" }),
  campaign: page.getByRole("table", { name: "Campaigns" }),
});

test("without a session, Sources redirects to sign-in and back", async () => {
  for (const path of ["/admin/sources", "/admin/sources?days=90"]) {
    await expectSignInRedirect(server.base, path);
  }
});

test("the owner's Sources: 30 and 90 days, by landing page, referring site and campaign, at 1280 and 375 px", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signInByInvite(page, server.invite("owner@example.com", "owner"));
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Sources" })
    .click();
  await expect(page.getByRole("heading", { name: "Sources", level: 1 })).toBeVisible();
  const { landing, referrer, campaign } = tables(page);

  await test.step("30 days: every landing page, zeros included; each row split by state and form", async () => {
    const period = page.getByRole("navigation", { name: "Period" });
    await expect(period.getByRole("link", { name: "Last 30 days 6 leads" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(landing.getByRole("columnheader")).toHaveText([
      "Landing page",
      ...COLUMNS.slice(0, 1),
      "By state",
      "By form",
      ...COLUMNS.slice(1),
    ]);
    expect(await counts(landing, ROANOKE)).toEqual(["4", "2", "1", "0", "1", "2", "1", "1"]);
    expect(await counts(landing, "/web-design-lynchburg-va")).toEqual([
      "1",
      "0",
      "0",
      "1",
      "0",
      "1",
      "0",
      "0",
    ]);
    expect(await counts(landing, "(none)")).toEqual(["1", "1", "0", "0", "0", "1", "0", "0"]);
    // Richmond's lead is 45 days old; Hampton never had one.
    for (const path of ["/web-design-richmond-va", "/web-design-hampton-va"])
      expect(await counts(landing, path)).toEqual(["0", "0", "0", "0", "0", "0", "0", "0"]);
    for (const path of landingPaths)
      await expect(landing.getByRole("rowheader", { name: path, exact: true })).toHaveCount(1);

    expect(await counts(referrer, "news.example.org")).toEqual([
      "3",
      "1",
      "1",
      "0",
      "1",
      "2",
      "1",
      "0",
    ]);
    expect(await counts(referrer, "www.bing.com")).toEqual([
      "1",
      "1",
      "0",
      "0",
      "0",
      "0",
      "0",
      "1",
    ]);
    expect(await counts(referrer, "(none)")).toEqual(["2", "1", "0", "1", "0", "2", "0", "0"]);
    await expect(referrer.getByRole("rowheader", { name: "www.google.com" })).toHaveCount(0);

    expect(await counts(campaign, "autumn")).toEqual(["3", "1", "1", "0", "1", "2", "1", "0"]);
    // No utm_campaign: the campaign is its utm_source.
    expect(await counts(campaign, "newsletter")).toEqual(["1", "0", "0", "1", "0", "1", "0", "0"]);
    expect(await counts(campaign, "(none)")).toEqual(["2", "2", "0", "0", "0", "1", "0", "1"]);
    await expect(campaign.getByRole("rowheader", { name: "spring" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("90 days, chosen from the keyboard, adds the older lead", async () => {
    await page.getByRole("link", { name: /^Last 90 days/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/sources\?days=90$/);
    await expect(page.getByRole("link", { name: "Last 90 days 7 leads" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The older lead, one handled contact, in each table's row for its source.
    const olderLead = ["1", "0", "0", "0", "1", "1", "0", "0"];
    expect(await counts(landing, "/web-design-richmond-va")).toEqual(olderLead);
    expect(await counts(referrer, "www.google.com")).toEqual(olderLead);
    expect(await counts(campaign, "spring")).toEqual(olderLead);
    expect(await counts(landing, ROANOKE)).toEqual(["4", "2", "1", "0", "1", "2", "1", "1"]);
    await page.screenshot({ path: test.info().outputPath("sources-1280.png"), fullPage: true });
  });

  await test.step("375 px: the page does not scroll sideways; each table scrolls in its own region", async () => {
    await openAt(page, `${server.base}/admin/sources`, NARROW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      NARROW.width,
    );
    const region = page.getByRole("region", { name: "Landing pages" });
    expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // The region takes focus, so the keyboard can scroll it.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("sources-375.png"), fullPage: true });
  });
});

test("staff may see Sources too", async ({ page }) => {
  await signInByInvite(page, server.invite("staff@example.com", "staff"));
  await page.getByRole("link", { name: "Sources" }).click();
  await expect(page.getByRole("heading", { name: "Sources", level: 1 })).toBeVisible();
  expect(await counts(tables(page).landing, ROANOKE)).toEqual([
    "4",
    "2",
    "1",
    "0",
    "1",
    "2",
    "1",
    "1",
  ]);
});
