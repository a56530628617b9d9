/**
 * The owner changes the phone from a phone: the change in words, a preview of the real page, a
 * publish that puts it on every page (text and tel: links, no old number left), and a restore of
 * an earlier version from History.
 */
import { NARROW, WIDE, expect, expectNoAxeViolations, test } from "../fixtures";
import {
  PUBLISH_TIMEOUT,
  publicHtml,
  publish,
  restore,
  saveDraft,
  signInOwner,
  useSiteServer,
} from "./editor-helpers";

const server = useSiteServer(40);
const OLD = "(304) 555-0147";
const NEW = "(304) 555-0199";

async function setPhone(page: import("@playwright/test").Page, phone: string) {
  await page.goto(`${server.base}/admin/site`);
  await page.getByRole("link", { name: "Business facts" }).click();
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await saveDraft(page);
}

test("change the phone, preview it, publish it: on / and /contact and in the tel: links", async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await signInOwner(page, server);
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Site" }).click();
  await expect(page.getByRole("heading", { name: "Site", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await setPhone(page, NEW);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Review changes" }).click();
  const change = page.getByRole("listitem").filter({ hasText: "Business facts › Phone" });
  await expect(change).toContainText(OLD);
  await expect(change).toContainText(NEW);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Preview" }).click();
  const link = page.getByRole("link", { name: /^Preview Business facts/ });
  await expect(link).toBeVisible({ timeout: PUBLISH_TIMEOUT });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/admin\/site\/preview\/[^/]+\/contact$/);
  const preview = await page.request.get(`${server.base}${href}`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  expect(preview.headers()["cache-control"]).toContain("no-store");
  expect(await preview.text()).toContain(NEW);
  // Nobody else sees the draft yet.
  expect((await publicHtml(server, "/contact")).html).toContain(OLD);
  // A preview is the owner's only; a token changed by one character finds nothing.
  expect((await fetch(`${server.base}${href}`, { redirect: "manual" })).status).toBe(401);
  const token = href.split("/")[4]!;
  const tampered = href.replace(token, token.slice(0, -1) + (token.endsWith("a") ? "b" : "a"));
  expect((await page.request.get(`${server.base}${tampered}`)).status()).toBe(404);

  await publish(page, server);
  await expectNoAxeViolations(page);
  for (const path of ["/", "/contact"]) {
    const { html } = await publicHtml(server, path);
    expect(html, path).toContain(NEW);
    expect(html, path).toContain('href="tel:+13045550199"');
    expect(html, path).not.toContain("555-0147");
  }
  await page.goto(`${server.base}/contact`);
  await expect(page.getByRole("link", { name: NEW }).first()).toHaveAttribute(
    "href",
    "tel:+13045550199",
  );
});

test("restore an earlier version: it becomes a new version, live at once", async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signInOwner(page, server);
  await setPhone(page, "(304) 555-0123");
  await publish(page, server);
  expect((await publicHtml(server, "/contact")).html).toContain("(304) 555-0123");

  await expectNoAxeViolations(page);
  const first = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^Version 1/ }) });
  await expect(first).toContainText(NEW);
  await expect(first).toContainText("owner@example.com");
  await restore(page, 1);
  await expect(page.getByText("restores version 1")).toBeVisible();
  const { html } = await publicHtml(server, "/contact");
  expect(html).toContain(NEW);
  expect(html).not.toContain("555-0123");
});
