/**
 * First-party visit counting, end to end: Chromium without its
 * automation flag visits a landing page with campaign tags in three fresh
 * contexts, goes on to /contact by a link, and sends the form once; the
 * inbox's Traffic page then shows 3 visits and 1 lead for that page and that
 * campaign. A headless-flagged context is not counted and shows under bots. No
 * cookie is set, and the data folder holds neither the counted browsers' user
 * agents nor their IP address.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { E2E_PORT } from "../../../playwright.config";
import { MIN_FILL_MS } from "../../../server/leads/intake/signals";
import { BEACON_PATH } from "../../../shared/visit-beacon";
import { signInByInvite, startAdminServer } from "../../support/servers/inbox-server";
import { CHROMIUM_FLAGS, chromiumPath } from "../../support/browser/chromium";
import { NARROW, WIDE, expect, expectNoAxeViolations, hydrated, test, openAt } from "../fixtures";
import { openHydrated } from "../fixtures";
import { fillContact, isFormPost, pageForm } from "../forms/form-helpers";
import { pageName } from "../../../content/page-titles";
import { expectSignInRedirect, rowCells } from "../inbox/inbox-helpers";

const PORT = E2E_PORT + 3;
const ROANOKE = "/web-design-roanoke-va";
/** The Traffic page names a page by its title, then its path. */
const ROANOKE_ROW = pageName(ROANOKE);
const CAMPAIGN = { source: "newsletter", medium: "email", campaign: "traffic-check" };
const LANDING = `${ROANOKE}?utm_source=${CAMPAIGN.source}&utm_medium=${CAMPAIGN.medium}&utm_campaign=${CAMPAIGN.campaign}`;
/** A desktop Chrome's user agent, one per visitor, each with a mark to look for in the data
 * folder. */
const userAgent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.7444.${170 + n} Safari/537.36`;

/** Headless Chromium's own user agent, which the bot rules know. */
const HEADLESS_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.7444.175 Safari/537.36";

let server: Awaited<ReturnType<typeof startAdminServer>>;
/** Chromium as a person's: no --enable-automation, navigator.webdriver false. */
let people: Browser;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  server = await startAdminServer(PORT, []);
  people = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, "--disable-blink-features=AutomationControlled"],
    ignoreDefaultArgs: ["--enable-automation"],
  });
});
test.afterAll(async () => {
  await people?.close();
  await server?.stop();
});

/** Every byte of every file in a folder, as text, for looking things up. */
function folderText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? folderText(path) : readFileSync(path, "latin1")))
    .join("\n");
}

/** Lands on the campaign's page, then goes to /contact by the footer's link. */
async function visit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openHydrated(page, `${server.base}${LANDING}`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page);
  return page;
}

const signIn = (page: Page, email: string, role: "owner" | "staff") =>
  signInByInvite(page, server.invite(email, role));

test("three people's visits and one lead are counted; an automated browser is not, and shows under bots", async ({
  page,
  browser,
}) => {
  const contexts: BrowserContext[] = [];
  await test.step("three visitors from the campaign, one sends the contact form", async () => {
    for (const n of [1, 2, 3]) {
      const context = await people.newContext({ userAgent: userAgent(n), viewport: WIDE });
      contexts.push(context);
      const visitor = await visit(context);
      expect(await visitor.evaluate(() => navigator.webdriver)).toBe(false);
      if (n === 1) {
        const form = pageForm(visitor, "contact");
        await expect(form).toBeVisible({ timeout: 20_000 });
        await fillContact(form, "page", "Counted with the traffic check");
        // As long as a person takes at least: a quicker form is held as too fast.
        await visitor.waitForTimeout(MIN_FILL_MS);
        const response = visitor.waitForResponse((r) => isFormPost(r.request()));
        await form.getByRole("button", { name: "Send Message" }).click();
        expect((await response).status()).toBe(201);
      }
    }
  });

  await test.step("two automated browsers' visits: one reports webdriver, one says HeadlessChrome", async () => {
    const automated = await browser.newContext();
    const driven = await visit(automated);
    expect(await driven.evaluate(() => navigator.webdriver)).toBe(true);
    await automated.close();
    const headless = await people.newContext({ userAgent: HEADLESS_UA });
    await visit(headless);
    await headless.close();
  });

  await test.step("no cookie was set in the visitors' browsers", async () => {
    for (const context of contexts) expect(await context.cookies()).toEqual([]);
  });

  await test.step("leaving the page sends its speed measurements", async () => {
    // Closed as a person closes a tab: the page is hidden and unloaded.
    for (const context of contexts)
      for (const p of context.pages()) await p.close({ runBeforeUnload: true });
    for (const context of contexts) await context.close();
  });

  await signIn(page, "owner@example.com", "owner");
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Traffic" })
    .click();
  await expect(page.getByRole("heading", { name: "Traffic", level: 1 })).toBeVisible();
  const pages = page.getByRole("table", { name: "Landing pages" });
  const campaigns = page.getByRole("table", { name: "Campaigns" });
  const bots = page.getByRole("table", { name: "Bots dropped" });
  const speed = page.getByRole("table", { name: "Field speed" });

  await test.step("the report shows 3 visits and 1 lead for the page and the campaign (written in batches: polled)", async () => {
    await expect(async () => {
      await page.reload();
      expect(await rowCells(pages, ROANOKE_ROW)).toEqual(["3", "1", "33.3%", "0", "0"]);
      expect((await rowCells(bots, "Bot or crawler (user agent)"))[0]).not.toBe("0");
      expect((await rowCells(bots, "Automated browser (webdriver)"))[0]).not.toBe("0");
      // One sample per visitor, for the page each load began on; under 20, so counts only.
      expect(await rowCells(speed, ROANOKE_ROW)).toEqual([
        "Desktop",
        "3",
        "3 samples",
        "3 samples",
        "3 samples",
      ]);
    }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
    expect(await rowCells(campaigns, CAMPAIGN.source)).toEqual([
      CAMPAIGN.medium,
      CAMPAIGN.campaign,
      "3",
      "1",
      "33.3%",
      "0",
      "0",
    ]);
    // Every landing page is listed, zeros included.
    expect(await rowCells(pages, pageName("/web-design-richmond-va"))).toEqual([
      "0",
      "0",
      "–",
      "0",
      "0",
    ]);
    await expect(
      page.getByRole("img", { name: /^Visits per day, .* most visited landing pages$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("the data folder holds neither the counted user agents nor the IP address", async () => {
    const text = folderText(server.dataDir);
    // The first visitor's user agent is stored with its lead, as the Privacy
    // Policy says; the counting keeps none.
    for (const n of [2, 3]) expect(text).not.toContain(userAgent(n));
    expect(text).not.toContain("HeadlessChrome");
    expect(text).not.toContain("127.0.0.1");
  });

  await test.step("one address's campaigns past ten a day are folded into (other), and counted", async () => {
    // The three visitors above brought one campaign from this address; twelve more make 13.
    for (let n = 0; n < 12; n++) {
      const res = await fetch(`${server.base}${BEACON_PATH}`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent(9) },
        body: JSON.stringify({
          type: "pageview",
          path: "/",
          start: Date.now() - 1000,
          webdriver: false,
          visit: { landing_page: "/", utm_source: "made-up", utm_campaign: `made-up-${n}` },
        }),
      });
      expect(res.status).toBe(204);
    }
    await expect(async () => {
      await page.reload();
      expect(await rowCells(campaigns, "(other)")).toEqual([
        "(other)",
        "(other)",
        "3",
        "0",
        "0.0%",
        "0",
        "0",
      ]);
    }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
    await expect(
      page.getByText("Folded into “(other)”: 3 visits and 0 leads, from campaigns past the"),
    ).toBeVisible();
  });

  await test.step("each table downloads as CSV", async () => {
    const res = await page.request.get(`${server.base}/admin/traffic.csv?table=pages&days=7`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(
      /^attachment; filename="traffic-pages-7d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("landingPage,visits,pageViews,visitors,leads,held,spam,conversion");
    expect(lines.find((l) => l.startsWith(`${ROANOKE},`))).toMatch(
      /^[^,]+,3,\d+,\d+,1,0,0,0\.3333$/,
    );
    for (const table of ["campaigns", "referrers", "vitals", "dropped", "daily"]) {
      const r = await page.request.get(`${server.base}/admin/traffic.csv?table=${table}`);
      expect(r.status(), table).toBe(200);
    }
    expect((await page.request.get(`${server.base}/admin/traffic.csv?table=leads`)).status()).toBe(
      400,
    );
    const crossSite = await page.request.get(`${server.base}/admin/traffic.csv?table=pages`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status()).toBe(403);
  });

  await test.step("7, 30 and 90 days; at 375 px only the tables scroll sideways", async () => {
    await page
      .getByRole("navigation", { name: "Period" })
      .getByRole("link", { name: "Last 7 days" })
      .click();
    await expect(page).toHaveURL(/\/admin\/traffic\?days=7$/);
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect((await rowCells(pages, ROANOKE_ROW))[0]).toBe("3");
    await openAt(page, `${server.base}/admin/traffic?days=90`, NARROW);
    expect((await rowCells(pages, ROANOKE_ROW))[0]).toBe("3");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      NARROW.width,
    );
    const region = page.getByRole("region", { name: "Landing pages" });
    expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test("without a session, Traffic and its downloads redirect to sign-in", async () => {
  for (const path of [
    "/admin/traffic",
    "/admin/traffic?days=90",
    "/admin/traffic.csv?table=pages",
  ]) {
    await expectSignInRedirect(server.base, path);
  }
});

test("staff see Traffic too, as they see Sources", async ({ page }) => {
  await signIn(page, "staff@example.com", "staff");
  const nav = page.getByRole("navigation", { name: "Inbox" });
  await expect(nav.getByRole("link", { name: "People" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Traffic" }).click();
  await expect(page.getByRole("heading", { name: "Traffic", level: 1 })).toBeVisible();
  const res = await page.request.get(`${server.base}/admin/traffic.csv?table=dropped`);
  expect(res.status()).toBe(200);
});
