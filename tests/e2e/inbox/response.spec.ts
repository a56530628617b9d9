/**
 * Reply promises in the inbox: the New tab soonest due first with each row's due time in
 * words, the Overdue filter, a lead's reply times and first answer, and the Response page's
 * figures, at 1280 and 375 px with axe.
 */
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../../playwright.config";
import { VARIANT_FIELD } from "../../../shared/forms/form-protocol";
import { signInByInvite, startAdminServer } from "../../support/servers/inbox-server";
import { sampleLead, samples } from "../../support/data/lead-samples";
import { NARROW, WIDE, expect, expectNoAxeViolations, test } from "../fixtures";
import { useAdminServer } from "./inbox-helpers";

const HOUR = 3_600_000;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const named = (name: string, variant: "page" | "dialog") =>
  sampleLead({
    fields: {
      ...(variant === "page" ? samples.contactPage : samples.contactDialog),
      [VARIANT_FIELD]: variant,
      name,
      message: `Message from ${name}`,
    },
  });

// Received 10 days, 30 h, 20.5 h and 10 min ago.
const LEADS = [
  { lead: named("Dana Dialog", "dialog"), ago: 240 * HOUR },
  { lead: named("Avery Overdue", "page"), ago: 30 * HOUR },
  { lead: named("Blake Soon", "page"), ago: 20.5 * HOUR },
  {
    lead: sampleLead({
      form: "website-project",
      fields: { ...samples.websiteProject, name: "Casey Brief" },
    }),
    ago: HOUR / 6,
  },
];

const server = useAdminServer(() => {
  const now = Date.now();
  return startAdminServer(
    E2E_PORT + 10,
    LEADS.map((l) => l.lead),
    { receivedAt: (i) => new Date(now - LEADS[i]!.ago) },
  );
});

const rows = (page: Page) => page.getByRole("list").last().getByRole("listitem");

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

test("New soonest due with due words, the Overdue filter, an answer, and Response", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signInByInvite(page, server.invite("owner@example.com", "owner"));

  await test.step("New: soonest due first, each row says when in words", async () => {
    await expect(rows(page)).toHaveCount(4);
    const texts = await rows(page).allInnerTexts();
    expect(texts.map((t) => t.split("\n")[0])).toEqual([
      "Dana Dialog",
      "Avery Overdue",
      "Blake Soon",
      "Casey Brief",
    ]);
    expect(texts[0]).toMatch(/Overdue by \d+ days/);
    expect(texts[1]).toContain("Overdue by 6 h");
    expect(texts[2]).toContain("Due in 3 h");
    expect(texts[3]).toMatch(/Due (today|tomorrow) \d\d:\d\d/);
    await expectNoAxeViolations(page);
  });

  await test.step("the Overdue filter lists only those past due", async () => {
    const due = page.getByRole("navigation", { name: "Due" });
    await due.getByRole("link", { name: "Overdue 2" }).click();
    await expect(due.getByRole("link", { name: "Overdue 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(rows(page)).toHaveCount(2);
    expect((await rows(page).allInnerTexts()).map((t) => t.split("\n")[0])).toEqual([
      "Dana Dialog",
      "Avery Overdue",
    ]);
    await page.setViewportSize(NARROW);
    await expect(rows(page).first()).toContainText(/Overdue by \d+ days/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize(WIDE);
    await due.getByRole("link", { name: "All new 4" }).click();
    await expect(rows(page)).toHaveCount(4);
  });

  await test.step("a lead shows received, due and its first answer with who gave it", async () => {
    await page.getByRole("link", { name: /Blake Soon/ }).click();
    const times = page.getByRole("definition");
    await expect(page.getByText("(promised within 24 hours)")).toBeVisible();
    await expect(times.filter({ hasText: "Due in 3 h" })).toHaveCount(1);
    await expect(page.getByText("Not yet (marked handled records the answer)")).toBeVisible();
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByText(/by owner@example\.com, within the promise/)).toBeVisible();
    await page.getByRole("button", { name: "Reopen" }).click();
    await expect(page.getByRole("button", { name: "Mark handled" })).toBeVisible();
    await expect(page.getByText(/by owner@example\.com, within the promise/)).toBeVisible();
  });

  await test.step("Response: answered, within promise, times, open and overdue now", async () => {
    await page
      .getByRole("navigation", { name: "Inbox" })
      .getByRole("link", { name: "Response" })
      .click();
    await expect(page.getByRole("heading", { name: "Response", level: 1 })).toBeVisible();
    const stat = (name: string) =>
      page.locator(".admin-stats > div").filter({ has: page.getByRole("term").getByText(name) });
    await expect(stat("Answered").getByRole("definition")).toHaveText("1");
    await expect(stat("Within promise").getByRole("definition")).toHaveText("100% 1 of 1");
    await expect(stat("Median time to answer").getByRole("definition")).toHaveText(
      /^20 h 3\d min$/,
    );
    // Blake was reopened: answered, so no longer open.
    await expect(stat("Open now").getByRole("definition")).toHaveText("3");
    await expect(stat("Overdue now").getByRole("definition")).toHaveText(/^2 See them$/);
    const byForm = page.getByRole("table", { name: "By form" });
    const row = (name: string) =>
      byForm.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row("Contact page").getByRole("cell")).toHaveText([
      "24 hours",
      "2",
      "1",
      "100% (1)",
      /^20 h 3\d min$/,
      /^20 h 3\d min$/,
      "1",
      "1",
    ]);
    await expect(row("Contact dialog").getByRole("cell")).toHaveText([
      "One business day",
      "1",
      "0",
      "–",
      "–",
      "–",
      "1",
      "1",
    ]);
    await expect(page.getByText(/No landing page brought 5 or more leads/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Dana's lead is 10 days old: outside 7 days, but still open and overdue now.
    await expect(row("Contact dialog").getByRole("cell").nth(1)).toHaveText("0");
    await expect(stat("Overdue now").getByRole("definition")).toHaveText(/^2 See them$/);
    await page.setViewportSize(NARROW);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
