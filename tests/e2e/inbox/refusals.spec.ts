/**
 * What the inbox refuses: every page and action without a session, cross-site and forged
 * posts, a key that cannot verify its user; and the public pages load nothing of the inbox.
 */
import { E2E_PORT } from "../../../playwright.config";
import { addAuthenticator, newLead, startAdminServer } from "../../support/servers/inbox-server";
import { WIDE, expect, test } from "../fixtures";
import { expectSignInRedirect, formPost, useAdminServer } from "./inbox-helpers";

const cookieOf = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const server = useAdminServer(() => startAdminServer(E2E_PORT + 8, [newLead("Nora New")]));

test("every page and action refuses without a session; cross-site posts are refused", async () => {
  const id = server.leads[0]!.id;
  for (const path of [
    "/admin",
    `/admin/leads/${id}`,
    "/admin/people",
    "/admin/audit",
    "/admin/account",
    "/admin/export?format=csv",
  ]) {
    const res = await expectSignInRedirect(server.base, path);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
  }
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    formPost(server.base, path, body, headers);
  expect((await post(`/admin/leads/${id}`, "intent=spam")).status).toBe(401);
  expect((await post("/admin/people", "intent=invite&email=a%40b.c&role=owner")).status).toBe(401);
  // Signing out without a session ends nothing and leads to sign-in ("Sign in again" after the idle
  // limit).
  const signOut = await post("/admin/sign-out", "");
  expect(signOut.status).toBe(302);
  expect(signOut.headers.get("location")).toBe("/admin/sign-in");
  // A passkey answer that is not ours, with the sign-in page's challenge: refused, and logged as a
  // failed sign-in. Without that challenge it is refused before anything is counted.
  const bogus = encodeURIComponent(JSON.stringify({ id: "not-a-credential", response: {} }));
  expect((await post("/admin/sign-in", `response=${bogus}`)).status).toBe(401);
  const ceremony = cookieOf(
    (await fetch(`${server.base}/admin/sign-in`)).headers.get("set-cookie"),
  );
  expect((await post("/admin/sign-in", `response=${bogus}`, { cookie: ceremony })).status).toBe(
    401,
  );
  expect(
    (await post(`/admin/leads/${id}`, "intent=spam", { origin: "https://evil.example" })).status,
  ).toBe(403);
  expect((await post(`/admin/leads/${id}`, "intent=spam", { origin: "" })).status).toBe(403);
  // A made-up session id is no session.
  expect(
    (await post(`/admin/leads/${id}`, "intent=spam", { cookie: "__Host-lexcore-session=forged" }))
      .status,
  ).toBe(401);
  expect(cookieOf(null)).toBe("");
});

test("a key that cannot verify its user (no PIN or biometric) makes no passkey", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await addAuthenticator(page, { userVerification: false });
  await page.goto(server.invite("nopin@example.com", "staff"));
  await page.getByLabel("Name of this passkey").fill("Key without a PIN");
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your passkey" })).toBeVisible();
  const res = await page.request.get(`${server.base}/admin`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
});

test("the public pages load nothing of the inbox", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(`${server.base}/`);
  await page.waitForLoadState("networkidle");
  expect(requested.length).toBeGreaterThan(3);
  expect(requested.filter((p) => p.startsWith("/admin") || p.includes("__manifest"))).toEqual([]);
});
