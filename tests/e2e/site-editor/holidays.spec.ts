/**
 * A holiday added in the editor is a day off for the reply clock: a dialog lead that arrives after
 * the publish is due on the next business day after it (leads already received keep theirs).
 */
import { dueAt } from "../../../server/leads/reply/business-time";
import { encodeForm, samples } from "../../support/data/lead-samples";
import { solvedAt } from "../../support/data/solved-challenge";
import { NARROW, expect, expectNoAxeViolations, test } from "../fixtures";
import { formPost } from "../inbox/inbox-helpers";
import { publish, signInOwner, useSiteServer, saveDraft } from "./editor-helpers";

const server = useSiteServer(42);
const ZONE = "America/New_York";
const isoDay = (ms: number) => new Date(ms).toLocaleDateString("en-CA", { timeZone: ZONE });

test("add a holiday and see a new dialog lead's due time skip it", async ({ page }) => {
  await page.setViewportSize(NARROW);
  await signInOwner(page, server);
  // The business day a referral would be due on now, with the repository's hours.
  const usual = dueAt("business-day", Date.now() + 5 * 60_000, { holidays: [] });
  const holiday = isoDay(usual);
  await page.goto(`${server.base}/admin/site/edit/business`);
  await page.getByRole("button", { name: "Add closure" }).click();
  const closure = page.getByRole("group", { name: "Closure 1" });
  await expect(closure).toBeFocused();
  await closure.getByLabel("Date").fill(holiday);
  await closure.getByLabel("Name").fill("Office closed");
  await saveDraft(page);
  await expectNoAxeViolations(page);
  await publish(page, server);

  const referral = { "form-name": "referral", "bot-field": "", ...samples.referral };
  const body = encodeForm({ ...referral, altcha: await solvedAt() });
  const res = await formPost(server.base, "/", body, { accept: "application/json" });
  expect(res.status).toBe(201);
  await page.goto(`${server.base}/admin`);
  await page
    .getByRole("link", { name: /Ada Lovelace/ })
    .first()
    .click();
  // The Due term's <time>: its day is the next business day after the holiday.
  const due = page.locator('dl[aria-label="Reply times"] time').nth(1);
  const dueMs = Date.parse((await due.getAttribute("datetime"))!);
  const expected = dueAt("business-day", Date.now(), { holidays: [holiday] });
  expect(isoDay(dueMs)).not.toBe(holiday);
  expect(isoDay(dueMs)).toBe(isoDay(expected));
});
