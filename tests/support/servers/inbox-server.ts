/**
 * The inbox's browser tests: a server of their own (SITE_URL on localhost,
 * since WebAuthn refuses IP addresses), a webhook receiver on loopback, leads
 * seeded into its store, invites from the real CLI, and Chromium's virtual
 * authenticator.
 */
import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { openSqliteStore } from "../../../server/leads/store/sqlite/sqlite-store";
import type { NewLead } from "../../../server/leads/store/store-contract";
import { ROOT, spawnServer, waitUntilServing } from "./build";
import { sampleLead, tempDir } from "../data/lead-samples";

export interface Hook {
  body: string;
  headers: IncomingMessage["headers"];
}

export interface AdminServerOptions {
  /** When each seeded lead was received (default: oldest first, a minute apart, on 20 Nov 2026). */
  receivedAt?: (i: number) => Date;
  /** More server environment (e.g. CHALLENGE_SECRET, to post leads with solved challenges). */
  env?: Record<string, string>;
}

export async function startAdminServer(
  port: number,
  leads: NewLead[],
  options: AdminServerOptions = {},
) {
  const dir = tempDir("lexcore-admin-");
  const store = openSqliteStore(join(dir.path, "leads.db"));
  const saved = [];
  // Oldest first, a minute apart, so the inbox's order is known.
  const at = options.receivedAt ?? ((i: number) => new Date(Date.UTC(2026, 10, 20, 14, i)));
  for (const [i, lead] of leads.entries()) saved.push(await store.saveLead(lead, [], at(i)));
  await store.close();
  const hooks: Hook[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      hooks.push({ body, headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const hookPort = (receiver.address() as AddressInfo).port;
  const env = {
    SITE_URL: `http://localhost:${port}`,
    DATA_DIR: dir.path,
    DATABASE_URL: "",
    WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    WEBHOOK_SECRET: "test-webhook-secret",
    OUTBOX_INTERVAL_MS: "100",
    RATE_LIMIT_MAX: "10000",
    TRAFFIC_RATE_LIMIT_MAX: "100000",
    ...options.env,
  };
  const server = spawnServer(port, env);
  try {
    await waitUntilServing(port, server);
  } catch (error) {
    // Not left running: a late start would answer the next run's requests.
    server.child.kill("SIGKILL");
    await new Promise((r) => receiver.close(r));
    throw error;
  }
  return {
    base: `http://localhost:${port}`,
    /** The server's data folder (its SQLite store). */
    dataDir: dir.path,
    leads: saved,
    hooks,
    /** `npm run leads -- invite …`; resolves to the link on its last line. */
    invite(email: string, role: "owner" | "staff" = "owner") {
      const out = execFileSync(
        process.execPath,
        ["--import", "tsx", "cli/leads.ts", "invite", email, "--role", role],
        { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" },
      );
      return out.trim().split("\n").at(-1)!;
    },
    async stop() {
      server.child.kill("SIGKILL");
      await new Promise((r) => receiver.close(r));
      dir.remove();
    },
  };
}

export const heldLead = (name: string) =>
  sampleLead({
    state: "held",
    score: 3,
    reasons: ["too-fast"],
    fields: { ...sampleLead().fields, name, message: `Held message from ${name}` },
  });
export const newLead = (name: string) =>
  sampleLead({ fields: { ...sampleLead().fields, name, message: `New message from ${name}` } });

/**
 * A platform passkey authenticator that says yes at once (CDP WebAuthn domain);
 * `userVerification: false` is a key without a PIN or biometric.
 */
export async function addAuthenticator(page: Page, { userVerification = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: userVerification,
      isUserVerified: userVerification,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Signs a person in on `page` through their invite link and a virtual passkey; resolves in the
 * inbox. */
export async function signInByInvite(page: Page, invite: string) {
  await addAuthenticator(page);
  await page.goto(invite);
  await page.getByRole("button", { name: "Create passkey" }).click();
  await page.getByRole("heading", { name: "Inbox", exact: true }).waitFor();
}
