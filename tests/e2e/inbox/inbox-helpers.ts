/** What the inbox's specs (and Traffic's) share: their server, sign-in redirects, table rows. */
import type { Locator } from "@playwright/test";
import type { startAdminServer } from "../../support/servers/inbox-server";
import { expect, test } from "../fixtures";

export type AdminServer = Awaited<ReturnType<typeof startAdminServer>>;

/**
 * The spec's own admin server: `start` runs before the spec's tests and the server stops after
 * them. Call at the top level; the object it returns is filled in once the server is up.
 */
export function useAdminServer(start: () => Promise<AdminServer>): AdminServer {
  const server = {} as AdminServer;
  test.beforeAll(async () => {
    Object.assign(server, await start());
  });
  test.afterAll(async () => server.stop?.());
  return server;
}

/** Fetches `path` without a session: a 302 to sign-in that comes back to it. */
export async function expectSignInRedirect(base: string, path: string) {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  expect(res.status, path).toBe(302);
  expect(res.headers.get("location")).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  return res;
}

/** Posts a urlencoded `body` to `path` as a form on the site's own origin would, unless
 * `headers` say otherwise; redirects are not followed. */
export function formPost(
  base: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, ...headers },
    body,
  });
}

/** A row's cells (after its row header) in one of the inbox's tables. */
export async function rowCells(table: Locator, name: string) {
  const row = table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole("cell").allInnerTexts();
}
