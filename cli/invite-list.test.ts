/**
 * `leads invite --list` and `--revoke EMAIL` as an operator runs them: the real command on a
 * SQLite store in a temp folder, exit codes and which stream each line goes to.
 */
import { execFile } from "node:child_process";
import { afterAll, expect, it } from "vitest";
import { ROOT } from "../tests/support/build";
import { tempDir } from "../tests/support/leads";

const dir = tempDir("lexcore-invite-list-");
afterAll(() => dir.remove());

function leads(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "cli/main.ts", ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dir.path,
          DATABASE_URL: "",
          SITE_URL: "https://x.example",
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

it("lists the pending links, revokes those for an address, and says when there are none", async () => {
  const made = await leads("invite", "boss@example.com", "--role", "owner");
  expect(made.code).toBe(0);
  const listed = await leads("invite", "--list");
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(/^For\s+Role\s+Made by\s+Expires\n/);
  expect(listed.stdout).toMatch(
    /boss@example\.com\s+owner\s+this command line\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC/,
  );
  // The link's secret is never listed.
  expect(listed.stdout).not.toContain(made.stdout.trim().split("/").at(-1));

  const revoked = await leads("invite", "--revoke", "boss@example.com");
  expect(revoked).toMatchObject({ code: 0, stderr: "" });
  expect(revoked.stdout).toBe(
    "Revoked 1 invite(s) for boss@example.com: the links no longer open.\n",
  );
  expect((await leads("invite", "--list")).stdout).toBe("No pending invites.\n");
  const again = await leads("invite", "--revoke", "boss@example.com");
  expect(again).toMatchObject({
    code: 1,
    stdout: "",
    stderr: "No pending invite for boss@example.com.\n",
  });
  const bad = await leads("invite", "--list", "--revoke", "boss@example.com");
  expect(bad.code).not.toBe(0);
  expect(bad.stderr).toContain("invite takes --list, or --revoke EMAIL, alone.");
});
