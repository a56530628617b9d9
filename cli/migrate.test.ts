/**
 * `leads migrate --to postgres` copies the spam challenge's state with the
 * leads: the signing key (challenges issued by the SQLite server still verify
 * on PostgreSQL) and the used solutions not yet expired (none can be used twice).
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../tests/support/build";
import { openTestStore, storeKinds } from "../tests/support/stores";

function migrate(env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(ROOT, "cli/main.ts"), "migrate", "--to", "postgres"],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const skip = storeKinds().find((k) => k.kind === "postgres")!.skip;

describe.skipIf(skip)("leads migrate: the challenge state", () => {
  it("copies the challenge key and the used solutions not yet expired, once", async () => {
    const from = await openTestStore("sqlite");
    const to = await openTestStore("postgres");
    try {
      const now = Date.now();
      await from.store.sharedSetting("challenge-secret", "sqlite-made-key");
      await from.store.useSolution("used-and-live", now + 600_000, now);
      await from.store.useSolution("used-and-expired", now - 1000, now - 60_000);
      const env = { DATA_DIR: from.env.DATA_DIR!, DATABASE_URL: to.env.DATABASE_URL! };
      const first = await migrate(env);
      expect(first.stderr).toBe("");
      expect(first.stdout).toContain(
        "Also copied: the challenge key, and 1 used challenge solution(s) not yet expired.",
      );
      expect(await to.store.sharedSetting("challenge-secret", "a-new-one")).toBe("sqlite-made-key");
      expect(await to.store.useSolution("used-and-live", now + 600_000, now)).toBe(false);
      expect(await to.store.useSolution("used-and-expired", now + 600_000, now)).toBe(true);
      const again = await migrate(env);
      expect(again.stdout).toContain("the challenge key, and 0 used challenge solution(s)");
    } finally {
      await from.cleanup();
      await to.cleanup();
    }
  });

  it("keeps the key of instances already running on PostgreSQL, and says so", async () => {
    const from = await openTestStore("sqlite");
    const to = await openTestStore("postgres");
    try {
      await from.store.sharedSetting("challenge-secret", "sqlite-made-key");
      await to.store.sharedSetting("challenge-secret", "postgres-made-key");
      const result = await migrate({
        DATA_DIR: from.env.DATA_DIR!,
        DATABASE_URL: to.env.DATABASE_URL!,
      });
      expect(result.stdout).toContain(
        "not the challenge key (PostgreSQL already has its own, kept)",
      );
      expect(await to.store.sharedSetting("challenge-secret", "x")).toBe("postgres-made-key");
    } finally {
      await from.cleanup();
      await to.cleanup();
    }
  });
});
