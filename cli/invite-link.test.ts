/**
 * The invite link's origin is the server's (siteUrlOf in server/runtime/env.ts): SITE_URL
 * when set, else http://localhost:PORT on this machine outside production, with
 * a line on stderr saying whom the link is for. The link stays the last line of stdout.
 */
import { execFile } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../tests/support/servers/build";
import { tempDir } from "../tests/support/data/lead-samples";

const dir = tempDir("lexcore-invite-");
afterAll(() => dir.remove());

/** This process's environment without the variables the rule reads, as a plain shell has it. */
function shellEnv() {
  const env = { ...process.env };
  for (const name of ["SITE_URL", "NODE_ENV", "HOST", "PORT"]) delete env[name];
  return env;
}

function invite(env: Record<string, string>) {
  return new Promise<{ code: number; link: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "cli/main.ts", "invite", "me@example.com"],
      {
        cwd: ROOT,
        env: { ...shellEnv(), DATA_DIR: dir.path, DATABASE_URL: "", ...env },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code) : 0,
          link: stdout.trim().split("\n").at(-1)!,
          stderr,
        }),
    );
  });
}

describe("leads invite: the link's origin", () => {
  it("unset SITE_URL on this machine: http://localhost:PORT, as the server binds passkeys", async () => {
    const local = await invite({});
    expect(local.code).toBe(0);
    expect(local.link).toMatch(/^http:\/\/localhost:3000\/admin\/invite\/[\w-]{43}$/);
    expect(local.stderr).toBe(
      "SITE_URL is not set, so the link is for the server on this machine at http://localhost:3000 (open it in a browser here). To invite at another address, set SITE_URL as the server has it.\n",
    );
    expect((await invite({ PORT: "4555" })).link).toMatch(/^http:\/\/localhost:4555\/admin\//);
  });

  it("SITE_URL set: its origin, and nothing on stderr", async () => {
    const set = await invite({ SITE_URL: "https://leads.firm.example/", NODE_ENV: "production" });
    expect(set.link).toMatch(/^https:\/\/leads\.firm\.example\/admin\/invite\/[\w-]{43}$/);
    expect(set.stderr).toBe("");
  });

  it("unset in production: the default, and a line saying nobody can sign in there", async () => {
    const production = await invite({ NODE_ENV: "production" });
    expect(production.link).toMatch(/^https:\/\/www\.lexcore\.example\/admin\/invite\//);
    expect(production.stderr).toContain("where nobody can sign in. Set SITE_URL");
  });
});
