import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";

/** The machine's own Node.js, older than .nvmrc's (Debian's or the image's 20). */
const oldNode = ["/usr/bin/node", "/usr/local/bin/node"].find((path) => {
  if (!existsSync(path)) return false;
  const { stdout } = spawnSync(path, ["-p", "process.versions.node"], { encoding: "utf8" });
  return Number(stdout.split(".")[0]) < 24;
});

describe("an old Node.js", () => {
  // CI's machine has Node 20 as its system node; elsewhere the check needs one.
  it.skipIf(!oldNode && !process.env.CI)(
    "npm start, npm test and npm run leads print one line naming the version and the two ways to get it, then exit 1",
    () => {
      expect(oldNode, "a Node.js older than 24 on this machine").toBeDefined();
      for (const args of [["start"], ["test"], ["run", "leads", "--", "export"]]) {
        const run = spawnSync("npm", ["--silent", ...args], {
          encoding: "utf8",
          env: { ...process.env, PATH: `${dirname(oldNode!)}:/usr/bin:/bin` },
        });
        expect(run.status, args.join(" ")).toBe(1);
        const lines = run.stderr.trim().split("\n");
        expect(lines[0]).toMatch(
          /^Lexcore needs Node\.js 24 \(24\.\d+\.\d+ in \.nvmrc\); this is 2\d\./,
        );
        expect(lines[0]).toContain("nvm install");
        expect(lines[0]).toContain(". scripts/use-node.sh");
        expect(run.stderr + run.stdout).not.toMatch(/^\s+at /m);
        expect(run.stderr + run.stdout).not.toContain("node:sqlite");
      }
    },
  );

  it("the current Node.js passes silently", () => {
    const run = spawnSync(process.execPath, ["scripts/check-node.mjs"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr + run.stdout).toBe("");
  });
});
