/**
 * The owner's inbox end to end: an invite from the CLI, a passkey made and used
 * with Chromium's virtual authenticator, the lead actions (a release reaches
 * the webhook receiver), export and delete; staff's limits (the refusals: refusals.spec.ts).
 */
import { spamReasonSentences } from "../../../content/owner-messages/spam-reasons";
import { E2E_PORT } from "../../../playwright.config";
import { addAuthenticator, heldLead, newLead } from "../../support/servers/inbox-server";
import { signInByInvite, startAdminServer } from "../../support/servers/inbox-server";
import { NARROW, WIDE, expect, expectConsoleErrors, expectNoAxeViolations } from "../fixtures";
import { openAt } from "../fixtures";
import { test } from "../fixtures";
import { useAdminServer } from "./inbox-helpers";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const server = useAdminServer(() =>
  startAdminServer(E2E_PORT + 1, [
    newLead("Nora New"),
    heldLead("Hal Held"),
    newLead("Dee Delete"),
    newLead("Ada Archive"),
  ]),
);

test("invite, passkey, sign out, sign in; release, handle, note, delete, export at 1280 and 375 px", async ({
  page,
  consoleProblems,
}) => {
  const [nora, hal, dee] = server.leads;
  await page.setViewportSize(WIDE);
  await addAuthenticator(page);

  await test.step("the CLI's invite link makes a passkey and signs in", async () => {
    const link = server.invite("owner@example.com", "owner");
    expect(link).toMatch(new RegExp(`^${server.base}/admin/invite/[\\w-]{43}$`));
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Create your passkey" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Name of this passkey").fill("Test phone");
    await page.getByRole("button", { name: "Create passkey" }).click();
    await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
    // The link works once.
    await page.goto(link);
    await expect(
      page.getByRole("heading", { name: "This invite link has been used" }),
    ).toBeVisible();
    expectConsoleErrors(consoleProblems, [/status of 410/]);
  });

  await test.step("sign out, then sign in with the passkey back to the page asked for", async () => {
    await page.goto(`${server.base}/admin`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    await page.goto(`${server.base}/admin/leads/${hal!.id}`);
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads%2F/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Hal Held" })).toBeVisible();
  });

  await test.step("the held lead: labelled fields, reasons in words; release reaches the webhook", async () => {
    // Labels and option names as the visitor saw them (shared/forms/contact-specs.ts).
    await expect(page.getByText("How did you hear about us?")).toBeVisible();
    await expect(page.getByText("Bar Association")).toBeVisible();
    await expect(page.getByText(spamReasonSentences["too-fast"]!)).toBeVisible();
    await expect(page.getByText(/Eastern|EST|EDT/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+1304/);
    await expect(page.getByRole("link", { name: /E-mail/ })).toHaveAttribute(
      "href",
      "mailto:zoe@example.com",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Release" }).click();
    await expect(page.getByText("New", { exact: true })).toBeVisible();
    await expect
      .poll(() => server.hooks.some((h) => h.body.includes(hal!.id)), { timeout: 15_000 })
      .toBe(true);
  });

  await test.step("the list: tabs with counts, search, a lead marked handled", async () => {
    await page.goto(`${server.base}/admin`);
    await expect(page.getByRole("link", { name: /^New \d+/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("searchbox", { name: "Search" }).fill("Nora");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: /Nora New/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Ada Archive/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Nora New/ }).click();
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
    expect(nora).toBeDefined();
  });

  await test.step("an over-long note is refused with a message and the text kept", async () => {
    const long = "x".repeat(5001);
    await page.getByLabel(/^Note/).fill(long);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByRole("alert")).toContainText("at most 5000 characters");
    await expect(page.getByLabel(/^Note/)).toHaveValue(long);
    expectConsoleErrors(consoleProblems, [/status of 400/]);
  });

  await test.step("export of the current filter", async () => {
    await page.goto(`${server.base}/admin?tab=new`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(file, "utf8")).toContain("Hal Held");
  });

  await test.step("delete: gone, and its page is a 404", async () => {
    await openAt(page, `${server.base}/admin/leads/${dee!.id}`, NARROW);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete lead" }).click();
    await expect(page.getByRole("alert")).toContainText("Tick the box");
    expectConsoleErrors(consoleProblems, [/status of 400/]);
    await page.getByLabel("Yes, delete this lead").check();
    await page.getByRole("button", { name: "Delete lead" }).click();
    await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Dee Delete/ })).toHaveCount(0);
    const gone = await page.goto(`${server.base}/admin/leads/${dee!.id}`);
    expect(gone!.status()).toBe(404);
    const tampered = await page.goto(`${server.base}/admin/leads/not-a-lead'--`);
    expect(tampered!.status()).toBe(404);
    // An action on a tampered id changes nothing and answers 404 too.
    const tamperedPost = await page.request.post(`${server.base}/admin/leads/not-a-lead'--`, {
      form: { intent: "spam" },
      headers: { origin: server.base },
      maxRedirects: 0,
    });
    expect(tamperedPost.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    expectConsoleErrors(consoleProblems, [/status of 404/]);
    await page.goto(`${server.base}/admin`);
    await expectNoAxeViolations(page);
  });
});

test("staff see leads but cannot manage people; a session from before sign-in is void after it", async ({
  page,
  consoleProblems,
}) => {
  await signInByInvite(page, server.invite("staff@example.com", "staff"));
  await expect(page.getByRole("link", { name: "People" })).toHaveCount(0);
  const refused = await page.goto(`${server.base}/admin/people`);
  expect(refused!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  const before = (await page.context().cookies()).find((c) => c.name === "__Host-lexcore-session")!;
  const asStaff = await fetch(`${server.base}/admin/people`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.base,
      cookie: `${before.name}=${before.value}`,
    },
    body: "intent=invite&email=x%40example.com&role=owner",
  });
  expect(asStaff.status).toBe(403);
  expectConsoleErrors(consoleProblems, [/status of 403/]);
  // A session id the browser holds when it signs in (planted, or left over) is
  // void after it: sign-in always issues a new one.
  await page.context().clearCookies();
  await page.goto(`${server.base}/admin/sign-in`);
  await page.context().addCookies([{ ...before }]);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
  const after = (await page.context().cookies()).find((c) => c.name === "__Host-lexcore-session")!;
  expect(after.value).not.toBe(before.value);
  const old = await fetch(`${server.base}/admin`, {
    redirect: "manual",
    headers: { cookie: `${before.name}=${before.value}` },
  });
  expect(old.status).toBe(302);
});

test("owner pages by keyboard: invite and remove people, rename a passkey, keep the last one, read the audit log", async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize(WIDE);
  await addAuthenticator(page);
  await page.goto(server.invite("second-owner@example.com", "owner"));
  await page.getByLabel("Name of this passkey").fill("Desk key");
  await page.getByLabel("Name of this passkey").press("Enter");
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();

  await page.goto(`${server.base}/admin/people`);
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail").fill("not an address");
  await page.getByLabel("E-mail").press("Enter");
  await expect(page.getByText("Enter an e-mail address")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("not an address");
  expectConsoleErrors(consoleProblems, [/status of 400/]);
  await page.getByLabel("E-mail").fill("new-staff@example.com");
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Create invite link" }).press("Enter");
  await expect(page.getByRole("status")).toContainText(`${server.base}/admin/invite/`);

  // An address with access: said first, with its role, and made only once confirmed.
  await page.getByLabel("E-mail").fill("owner@example.com");
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Create invite link" }).click();
  const warning = page.getByRole("alert");
  await expect(warning).toContainText("owner@example.com already has access");
  await expect(warning).toContainText("They are an owner here.");
  await expect(warning).toContainText("They stay an owner");
  await expect(page.getByRole("status")).toHaveCount(0);
  expectConsoleErrors(consoleProblems, [/status of 409/]);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath("people-warning-1280.png"),
    fullPage: true,
  });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: test.info().outputPath("people-warning-375.png"), fullPage: true });
  await page.setViewportSize(WIDE);
  const confirm = page.getByRole("checkbox", {
    name: "Yes, make a link that adds a passkey to owner@example.com",
  });
  await confirm.focus();
  await page.keyboard.press("Space");
  await expect(confirm).toBeChecked();
  await page.getByRole("button", { name: "Create the link anyway" }).press("Enter");
  await expect(page.getByRole("status")).toContainText(`${server.base}/admin/invite/`);

  // staff@example.com joined in the staff test above (the file runs in order, on one server).
  await page.getByRole("button", { name: "Remove staff@example.com" }).click();
  await expect(page.getByText("staff@example.com", { exact: true })).toHaveCount(0);

  await page.goto(`${server.base}/admin/account`);
  await expectNoAxeViolations(page);
  await page.getByLabel("Name", { exact: true }).fill("Office desk key");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Office desk key");
  await page.getByRole("button", { name: "Remove passkey Office desk key" }).click();
  await expect(page.getByRole("alert")).toContainText("only passkey");
  expectConsoleErrors(consoleProblems, [/status of 400/]);

  // A passkey answer that is not ours, posted with the sign-in page's challenge, is logged.
  const ceremony = (await fetch(`${server.base}/admin/sign-in`)).headers.get("set-cookie");
  const bogus = encodeURIComponent(JSON.stringify({ id: "not-a-credential", response: {} }));
  const failed = await fetch(`${server.base}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.base,
      cookie: ceremony?.split(";")[0] ?? "",
    },
    body: `response=${bogus}`,
  });
  expect(failed.status).toBe(401);

  await openAt(page, `${server.base}/admin/audit`, NARROW);
  await expectNoAxeViolations(page);
  await expect(
    page.getByRole("cell", { name: /owner@example\.com as owner, who has access as owner/ }),
  ).toBeVisible();
  for (const what of [
    "Deleted a lead",
    "Exported",
    "Moved a lead",
    "Failed sign-in",
    "Removed a person",
  ])
    await expect(page.getByRole("cell", { name: new RegExp(what) }).first()).toBeVisible();
});
