/**
 * The inbox tried on one's own machine with the README's quick start: a fresh
 * server with no SITE_URL, on 127.0.0.1 and outside production; the CLI's
 * invite link (http://localhost:PORT) opened; a passkey made for `localhost`;
 * the inbox shown.
 */
import { execFileSync } from "node:child_process";
import { E2E_PORT } from "../../../playwright.config";
import { addAuthenticator } from "../../support/servers/inbox-server";
import { ROOT, spawnServer, waitUntilServing } from "../../support/servers/build";
import { tempDir } from "../../support/data/lead-samples";
import { expect, test } from "../fixtures";

const PORT = E2E_PORT + 7;
/** As `npm start` and `npm run leads` run from a shell with none of these set. */
const UNSET = { SITE_URL: "", NODE_ENV: "", DATABASE_URL: "" };

test.describe.configure({ timeout: 120_000 });

test("with no SITE_URL, the CLI's invite link works on localhost: passkey made, inbox shown", async ({
  page,
}) => {
  const dir = tempDir("lexcore-localhost-");
  const server = spawnServer(PORT, { ...UNSET, DATA_DIR: dir.path });
  try {
    await waitUntilServing(PORT, server);

    const cli = execFileSync(
      process.execPath,
      ["--import", "tsx", "cli/main.ts", "invite", "me@example.com"],
      {
        cwd: ROOT,
        env: { ...process.env, ...UNSET, DATA_DIR: dir.path, PORT: String(PORT) },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const link = cli.trim().split("\n").at(-1)!;
    expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/admin/invite/[\\w-]{43}$`));

    const { cdp, authenticatorId } = await addAuthenticator(page);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Create your passkey" })).toBeVisible();
    await page.getByRole("button", { name: "Create passkey" }).click();
    await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(`http://localhost:${PORT}`);

    // The passkey is bound to this machine's host name.
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials.map((c) => c.rpId)).toEqual(["localhost"]);
  } finally {
    server.child.kill("SIGKILL");
    dir.remove();
  }
});
