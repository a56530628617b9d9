/** What the site editor's specs share: a server of their own (a publish changes the site for
 * everyone on it), the owner's sign-in, and Save, Publish and Restore as the owner does them. */
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../../playwright.config";
import { signInByInvite, startAdminServer } from "../../support/servers/inbox-server";
import { TEST_CHALLENGE_SECRET } from "../../support/data/solved-challenge";
import { expect, test } from "../fixtures";
import { useAdminServer, type AdminServer } from "../inbox/inbox-helpers";

/** Publishing builds the whole site: minutes on a busy 2-core machine. */
export const PUBLISH_TIMEOUT = 180_000;

/** The spec's own server on E2E_PORT + `offset` (40 and up: the site editor's specs). */
export function useSiteServer(offset: number): AdminServer {
  test.describe.configure({ mode: "serial", timeout: 360_000 });
  return useAdminServer(() =>
    startAdminServer(E2E_PORT + offset, [], { env: { CHALLENGE_SECRET: TEST_CHALLENGE_SECRET } }),
  );
}

export async function signInOwner(page: Page, server: AdminServer, email = "owner@example.com") {
  await signInByInvite(page, server.invite(email));
}

/** Signs the owner in at `viewport`'s size and opens `path`. */
export async function openAsOwner(
  page: Page,
  server: AdminServer,
  path: string,
  viewport: { width: number; height: number },
) {
  await page.setViewportSize(viewport);
  await signInOwner(page, server);
  await page.goto(`${server.base}${path}`);
}

/** Presses the first Save draft and waits for the page to say it kept the draft. */
export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in your draft" })).toBeVisible();
}

/** Publishes the draft from Changes and waits until History says the new version is live. */
export async function publish(page: Page, server: AdminServer) {
  await page.goto(`${server.base}/admin/site/changes`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await waitLive(page);
}

/** Restores `version` from History and waits until the new version it makes is live. */
export async function restore(page: Page, version: number) {
  const newest = await page.getByRole("heading", { level: 2, name: /^Version \d+/ }).first();
  const next = Number(/\d+/.exec((await newest.textContent()) ?? "")![0]) + 1;
  await page.getByRole("button", { name: `Restore version ${version}` }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Version/ })).toContainText(
    `Version ${next} is live on the site`,
    { timeout: PUBLISH_TIMEOUT },
  );
}

/** On History after a publish: its status line says live (the page asks again each second
 * while a version builds). */
export async function waitLive(page: Page) {
  await expect(page).toHaveURL(/\/admin\/site\/history\?published=(\d+|latest)/, {
    timeout: PUBLISH_TIMEOUT,
  });
  await expect(
    page.getByRole("status").filter({ hasText: /live on the site|failed/i }),
  ).toBeVisible({ timeout: PUBLISH_TIMEOUT });
  await expect(page.getByRole("status").filter({ hasText: /^Version/ })).toContainText(
    "live on the site",
  );
}

/** A public page's HTML as the server sends it now. */
export async function publicHtml(server: AdminServer, path: string) {
  const res = await fetch(`${server.base}${path}`);
  return { status: res.status, html: await res.text() };
}
