/**
 * `leads site`: publish a file, list the history with its changes in words, restore an earlier
 * version, and export the live version as the files a publish builds from (so building the
 * repository with them gives the published pages). On both stores, with a stand-in build.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { businessDocument } from "../content/business-document";
import { setOverlay } from "../content/site-document";
import { writeOverlayFiles, type BuildRequest } from "../server/site/site-build";
import { siteStoreOf } from "../server/site/site-store";
import { describeEachStore } from "../tests/support/data/stores";
import { tempDir, testEnv } from "../tests/support/data/lead-samples";
import { smallBuild } from "../tests/support/site/small-build";
import { UsageError } from "./leads-args";
import { runSiteCommand } from "./site-command";

const PHOTO = "/media/0123456789abcdef0123.webp";
const facts = (phone: string) => {
  const b = structuredClone(businessDocument.defaults);
  b.founder.photo = { src: PHOTO, alt: "Jordan Ellis at the office", width: 960, height: 1200 };
  return { ...b, phone };
};

/** Every file below `dir`, by its path from `dir`, with its bytes. */
function filesIn(dir: string, found = new Map<string, Buffer>(), root = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesIn(path, found, root);
    else found.set(relative(root, path), readFileSync(path));
  }
  return found;
}

describeEachStore("leads site ($kind)", (t) => {
  const dirs: { path: string; remove: () => void }[] = [];
  let printed: string[];
  beforeEach(() => {
    printed = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setOverlay({});
    dirs.splice(0).forEach((d) => d.remove());
  });
  const dir = () => {
    const made = tempDir("lexcore-site-cli-");
    dirs.push(made);
    return made.path;
  };

  /** The command with a stand-in build that also keeps the files each build was given. */
  function site() {
    const env = testEnv({ DATA_DIR: dir() });
    const small = smallBuild();
    const given: string[] = [];
    const build = async (workDir: string, request: BuildRequest) => {
      const copy = dir();
      writeOverlayFiles(copy, request);
      given.push(copy);
      return small.build(workDir, request);
    };
    const run = async (...args: string[]) => {
      printed = [];
      const code = await runSiteCommand(args, env, t.store, build);
      return { code, out: printed.join("") };
    };
    const publish = async (phone: string) => {
      const folder = dir();
      writeOverlayFiles(folder, { overlay: { business: facts(phone) }, images: new Map() });
      return run("publish", join(folder, "content", "overlay.json"));
    };
    return { run, publish, given };
  }

  it("publishes a file and lists each version with its changes in words", async () => {
    const { run, publish } = site();
    expect(await run("history")).toEqual({
      code: 0,
      out: "No version published yet: the site is the repository's.\n",
    });
    expect((await publish("(304) 555-0199")).out).toMatch(/^Version 1 is live\./);
    const { out } = await run("history");
    expect(out).toMatch(/^1 {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}live {2}leads site\n/);
    expect(out).toContain("    Business facts › Phone: (304) 555-0147 → (304) 555-0199\n");
  });

  it("restores an earlier version as a new one, and refuses a version that is not a number", async () => {
    const { run, publish } = site();
    await publish("(304) 555-0199");
    await publish("(304) 555-0111");
    expect((await run("restore", "1")).out).toMatch(/^Version 3 is live\./);
    const { out } = await run("history");
    expect(out).toMatch(/^3 .* live {2}leads site, restores 1\n/);
    expect(out).toContain("Business facts › Phone: (304) 555-0111 → (304) 555-0199");
    expect(out).toMatch(/\n2 .* superseded {2}leads site\n/);
    await expect(run("restore", "one")).rejects.toBeInstanceOf(UsageError);
    await expect(run("export")).rejects.toBeInstanceOf(UsageError);
  });

  it("exports the live version as the very files its build was given", async () => {
    const { run, publish, given } = site();
    const sites = siteStoreOf(t.store);
    await sites.putBlob("ab".repeat(32), Buffer.from("a photo's bytes"));
    await sites.putAssets([[PHOTO, "ab".repeat(32)]]);
    await publish("(304) 555-0199");
    const out = dir();
    expect((await run("export", out)).out).toMatch(/^Version 1 written to /);
    const exported = filesIn(out);
    expect([...exported.keys()].sort()).toEqual([
      "content/business-facts.ts",
      "content/overlay.json",
      `public${PHOTO}`,
    ]);
    expect(exported).toEqual(filesIn(given.at(-1)!));
    expect(exported.get("content/business-facts.ts")!.toString()).toContain('"(304) 555-0199"');
  });
});
