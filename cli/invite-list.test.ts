/**
 * `leads invite --list` and `--revoke EMAIL` as an operator runs them: the command's own `run`
 * on each store, with its environment, exit codes and which stream each line goes to.
 */
import { afterEach, expect, it, vi } from "vitest";
import { describeEachStore } from "../tests/support/data/stores";
import { run } from "./leads";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Runs the command in this process; resolves to its exit code and what it wrote. */
async function leads(env: Record<string, string>, ...args: string[]) {
  for (const [name, value] of Object.entries({ ...env, SITE_URL: "https://x.example" }))
    vi.stubEnv(name, value);
  const out = { stdout: "", stderr: "" };
  const capture = (stream: "stdout" | "stderr") =>
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      out[stream] += String(chunk);
      return true;
    });
  capture("stdout");
  capture("stderr");
  try {
    return { code: await run(args), ...out };
  } finally {
    vi.restoreAllMocks();
  }
}

describeEachStore("leads invite --list and --revoke ($kind)", (t) => {
  it("lists the pending links, revokes those for an address, and says when there are none", async () => {
    const made = await leads(t.env, "invite", "boss@example.com", "--role", "owner");
    expect(made.code).toBe(0);
    const listed = await leads(t.env, "invite", "--list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^For\s+Role\s+Made by\s+Expires\n/);
    expect(listed.stdout).toMatch(
      /boss@example\.com\s+owner\s+this command line\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    // The link's secret is never listed.
    expect(listed.stdout).not.toContain(made.stdout.trim().split("/").at(-1));

    const revoked = await leads(t.env, "invite", "--revoke", "boss@example.com");
    expect(revoked).toEqual({
      code: 0,
      stdout: "Revoked 1 invite(s) for boss@example.com: the links no longer open.\n",
      stderr: "",
    });
    expect((await leads(t.env, "invite", "--list")).stdout).toBe("No pending invites.\n");
    expect(await leads(t.env, "invite", "--revoke", "boss@example.com")).toEqual({
      code: 1,
      stdout: "",
      stderr: "No pending invite for boss@example.com.\n",
    });
  });
});
