/**
 * The editor's refusals and its forms' manners: staff and strangers refused on every page and
 * action, a value over the schema's limit refused by its field, markup kept as text, lists
 * worked from the keyboard, a picture uploaded, and axe at both widths.
 */
import sharp from "sharp";
import { signInByInvite } from "../../support/servers/inbox-server";
import {
  NARROW,
  WIDE,
  expect,
  expectConsoleErrors,
  expectNoAxeViolations,
  test,
} from "../fixtures";
import { expectSignInRedirect, formPost } from "../inbox/inbox-helpers";
import { openAsOwner, signInOwner, useSiteServer } from "./editor-helpers";

const server = useSiteServer(43);
const PAGES = [
  "/admin/site",
  "/admin/site/edit/business",
  "/admin/site/changes",
  "/admin/site/history",
];
const POSTS: [string, string][] = [
  ["/admin/site", "intent=remove&id=landing%2Fweb-design-alderson-wv"],
  ["/admin/site/edit/business", "intent=save&phone=x"],
  ["/admin/site/changes", "intent=preview"],
  ["/admin/site/changes", "intent=publish&base="],
  ["/admin/site/changes", "intent=discard"],
  ["/admin/site/history", "version=1"],
];
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  formPost(server.base, path, body, headers);

test("no session: pages go to sign-in, posts get 401, cross-site posts 403", async () => {
  for (const path of PAGES) await expectSignInRedirect(server.base, path);
  // A preview's files are the server's own answer: 401, as a post without a session.
  expect((await fetch(`${server.base}/admin/site/preview/x/`)).status).toBe(401);
  for (const [path, body] of POSTS) {
    expect((await post(path, body)).status, path).toBe(401);
    expect((await post(path, body, { origin: "https://evil.example" })).status, path).toBe(403);
  }
});

test("staff are refused (403) on every page and action, and see no Site link", async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize(WIDE);
  await signInByInvite(page, server.invite("staff@example.com", "staff"));
  await expect(
    page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Site" }),
  ).toHaveCount(0);
  for (const path of [...PAGES, "/admin/site/preview/x/"]) {
    const res = await page.request.get(`${server.base}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(403);
  }
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const [path, body] of POSTS)
    expect((await post(path, body, { cookie })).status, path).toBe(403);
  await page.goto(`${server.base}/admin/site`);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  expectConsoleErrors(consoleProblems, [/status of 403/]);
});

test("a value over its limit is refused by its field; markup is kept as text", async ({
  page,
  consoleProblems,
}) => {
  await openAsOwner(page, server, "/admin/site/edit/business", NARROW);
  const name = page.getByLabel("Business name");
  await expect(page.getByText("2–40 characters")).toBeVisible();
  await name.fill("L".repeat(41));
  await page.getByLabel("Tagline").fill('<b>Bold</b> & <script>alert("x")</script>');
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // The refused field is drawn in the danger colour; a fixed value (the country) is dashed.
  await expect(name).toHaveCSS("border-top-color", "rgb(224, 123, 123)");
  await expect(page.getByLabel("Country")).toHaveCSS("border-top-style", "dashed");
  await expect(page.getByText("Use 40 characters or fewer").first()).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Business name");
  expectConsoleErrors(consoleProblems, [/status of 400/]);
  await expectNoAxeViolations(page);
  // What was typed is kept in the form, refused fields and all.
  await expect(page.getByLabel("Tagline")).toHaveValue('<b>Bold</b> & <script>alert("x")</script>');
  await name.fill("Lexcore");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in your draft" })).toBeVisible();
  await page.goto(`${server.base}/admin/site/changes`);
  await expect(page.getByText('<b>Bold</b> & <script>alert("x")</script>')).toBeVisible();
  await expect(page.locator("main b")).toHaveCount(0);
});

test("lists from the keyboard: add, move and remove an opening-hours line", async ({ page }) => {
  await openAsOwner(page, server, "/admin/site/edit/business", WIDE);
  await page.getByRole("button", { name: "Add opening hours" }).focus();
  await page.keyboard.press("Enter");
  const third = page.getByRole("group", { name: "Opening hours 3" });
  await expect(third).toBeFocused();
  await third.getByLabel("Sunday").check();
  await third.getByLabel("Opens").fill("10:00");
  await third.getByLabel("Closes").fill("12:00");
  await third.getByLabel("Days as written").fill("Sunday");
  await page.getByRole("button", { name: "Move up: Opening hours 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Opening hours 2" })).toBeFocused();
  await expect(
    page.getByRole("group", { name: "Opening hours 2" }).getByLabel("Days as written"),
  ).toHaveValue("Sunday");
  await page.getByRole("button", { name: "Remove: Opening hours 2" }).press("Enter");
  await expect(page.getByRole("group", { name: "Opening hours 3" })).toHaveCount(0);
  await expect(
    page.getByRole("group", { name: "Opening hours 2" }).getByLabel("Days as written"),
  ).toHaveValue("Saturday");
  await expectNoAxeViolations(page);
});

test("the founder's photo: upload a picture; what is not one is refused", async ({
  page,
  consoleProblems,
}) => {
  await openAsOwner(page, server, "/admin/site/edit/business", NARROW);
  const photo = page.getByRole("group", { name: "Photo" });
  const file = photo.getByLabel("Choose a picture");
  const upload = photo.getByRole("button", { name: "Upload" });
  // Not a picture by its type: refused before it is sent.
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await upload.click();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(photo).toContainText("Choose a JPEG, PNG, WebP or AVIF picture.");
  // Named a PNG but not one: the server's image library refuses it.
  await file.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("x") });
  await upload.click();
  await expect(photo.locator(".admin-error")).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 750, channels: 3, background: "#8a6" } })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await upload.click();
  await expect(photo.getByRole("status")).toContainText("Uploaded");
  const src = await photo.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/.+\.(webp|avif|jpe?g|png)$/);
  await photo.getByLabel("Description for screen readers").fill("Jordan Ellis at a desk");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in your draft" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Photo" }).locator("img")).toHaveAttribute(
    "src",
    src!,
  );
  expect((await page.request.get(`${server.base}${src}`)).status()).toBe(200);
  expectConsoleErrors(consoleProblems, [/status of 400/]);
});

test("axe reports 0 on the Site pages at 375 and 1280 px", async ({ page }) => {
  await signInOwner(page, server);
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    for (const path of [
      ...PAGES,
      "/admin/site/edit/testimonials",
      "/admin/site/edit/landing/web-design-lewisburg-wv",
      "/admin/site/edit/about",
    ]) {
      await page.goto(`${server.base}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});
