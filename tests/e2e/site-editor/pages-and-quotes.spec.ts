/**
 * Testimonials and landing pages from the editor: a new quote on the home page, a new city page
 * at its address and in the sitemap, a removed page gone (410) and out of the sitemap.
 */
import {
  NARROW,
  WIDE,
  expect,
  expectConsoleErrors,
  expectNoAxeViolations,
  test,
} from "../fixtures";
import { openAsOwner, publicHtml, publish, saveDraft, useSiteServer } from "./editor-helpers";

const server = useSiteServer(41);
const QUOTE =
  "They moved our whole office to new laptops over one weekend, and on Monday every file, " +
  "printer and password simply worked.";

test("add a testimonial and a landing page, remove another, and publish", async ({
  page,
  consoleProblems,
}) => {
  await openAsOwner(page, server, "/admin/site", WIDE);
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  await page.getByRole("button", { name: "Add testimonial" }).click();
  const added = page.getByRole("group", { name: "Testimonial 6" });
  await expect(added).toBeFocused();
  await added.getByLabel("First name").fill("Harriet");
  await added.getByLabel("Quote").fill(QUOTE);
  // A role needs the client's consent.
  await added.getByLabel("Role or firm (optional)").fill("Office manager, estate planning firm");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(added.getByLabel("The client agreed to be named with this role")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expectConsoleErrors(consoleProblems, [/status of 400/]);
  await expectNoAxeViolations(page);
  await added.getByLabel("Role or firm (optional)").fill("");
  await saveDraft(page);

  await page.setViewportSize(NARROW);
  await page.goto(`${server.base}/admin/site`);
  await page.getByLabel("Start from the text of").selectOption({ label: "Lewisburg, WV" });
  await page.getByRole("button", { name: "Add a page" }).click();
  await expect(page.getByRole("heading", { name: "New landing page" })).toBeVisible();
  await page.getByLabel("Slug").fill("web-design-beckley-wv");
  await page.getByLabel("City").fill("Beckley");
  await page.getByLabel("Heading").first().fill("Web Design and IT Support for Beckley Law Firms");
  // A copied page keeps its model's title until it gets its own: the editor refuses two alike.
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(
    page.getByText("/web-design-lewisburg-wv has this title already; give this page its own", {
      exact: true,
    }),
  ).toBeVisible();
  expectConsoleErrors(consoleProblems, [/status of 400/]);
  await page
    .getByRole("group", { name: "Meta" })
    .getByLabel("Title")
    .fill("Web Design in Beckley, WV for Local Businesses");
  await saveDraft(page);
  await expect(page.getByRole("heading", { name: "Beckley, WV" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${server.base}/admin/site`);
  await page.getByRole("button", { name: "Remove Alderson, WV" }).click();
  await expect(page.getByRole("button", { name: "Keep /web-design-alderson-wv" })).toBeVisible();
  await publish(page, server);

  expect((await publicHtml(server, "/")).html).toContain("Harriet");
  const beckley = await publicHtml(server, "/web-design-beckley-wv");
  expect(beckley.status).toBe(200);
  expect(beckley.html).toContain("Beckley Law Firms");
  const sitemap = (await publicHtml(server, "/sitemap.xml")).html;
  expect(sitemap).toContain("/web-design-beckley-wv");
  expect(sitemap).not.toContain("/web-design-alderson-wv");
  expect((await publicHtml(server, "/web-design-alderson-wv")).status).toBe(410);
  await page.goto(`${server.base}/web-design-beckley-wv`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Beckley");
});
