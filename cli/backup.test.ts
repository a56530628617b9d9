/**
 * Backups that restore: `leads backup` taken from a running server while leads
 * are being posted holds every lead acknowledged before it began; `leads
 * restore` puts it into a fresh DATA_DIR, and refuses while a server holds the
 * folder. The folder lock tells a running server from a stale pid file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT, spawnServer, waitUntilServing } from "../tests/support/servers/build";
import { encodeForm, sampleLead, samples, tempDir } from "../tests/support/data/lead-samples";
import { freePort } from "../tests/support/servers/peers";
import { LOCK_FILE, dataDirHolder, holdDataDir } from "../server/runtime/data-lock";
import { openSqliteStore } from "../server/leads/store/sqlite/sqlite-store";

const dirs: ReturnType<typeof tempDir>[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) dir.remove();
});
const newDir = () => {
  const dir = tempDir("lexcore-backup-");
  dirs.push(dir);
  return dir.path;
};

/** `npm run leads -- ARGS` as one node process, with DATA_DIR. */
async function leadsCli(args: string[], dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "cli/main.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const [code] = (await once(child, "exit")) as [number];
  return { code, out };
}

describe("leads backup and restore", () => {
  it(
    "a backup taken while leads are posted holds every lead acknowledged before it began, and restores into a fresh DATA_DIR",
    { timeout: 120_000 },
    async () => {
      const dataDir = newDir();
      const port = await freePort();
      const server = spawnServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        RATE_LIMIT_MAX: "100000",
      });
      children.push(server.child);
      await waitUntilServing(port, server);

      // Four posters, each one lead after another, until told to stop.
      const acked: { id: string; at: number }[] = [];
      let posting = true;
      let n = 0;
      const poster = async () => {
        while (posting) {
          const res = await fetch(`http://127.0.0.1:${port}/`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              accept: "application/json",
            },
            body: encodeForm({
              "form-name": "contact",
              ...samples.contactDialog,
              message: `Backup test lead ${n++}`,
            }),
          });
          if (res.status === 201)
            acked.push({ id: (await res.json()).id as string, at: Date.now() });
        }
      };
      const posters = Array.from({ length: 4 }, poster);
      while (acked.length < 40) await new Promise((r) => setTimeout(r, 20));

      const backupFile = join(newDir(), "leads-backup.db");
      const began = Date.now();
      const backup = await leadsCli(["backup", backupFile], dataDir);
      const during = acked.filter((a) => a.at > began).length;
      expect(backup.out).toMatch(
        /^Backed up \d+ lead\(s\) to .*leads-backup\.db \(\d+ KiB, \d+ ms\)\.\n$/,
      );
      expect(backup.code).toBe(0);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);

      // While the server holds its folder, restoring over it is refused, and nothing changes.
      const refused = await leadsCli(["restore", backupFile], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`A running server (pid ${server.child.pid}) holds`);
      posting = false;
      await Promise.all(posters);
      expect(during, "leads were still being acknowledged while the backup ran").toBeGreaterThan(0);

      const fresh = newDir();
      const restored = await leadsCli(["restore", backupFile], fresh);
      expect(restored.code).toBe(0);
      expect(restored.out).toMatch(/^Restored \d+ lead\(s\)/);
      expect(statSync(join(fresh, "leads.db")).mode & 0o777).toBe(0o600);
      const store = openSqliteStore(join(fresh, "leads.db"));
      try {
        const before = acked.filter((a) => a.at < began);
        expect(before.length).toBeGreaterThanOrEqual(40);
        for (const { id } of before) expect(await store.getLead(id), id).toBeDefined();
      } finally {
        await store.close();
      }

      // Once the server has stopped, its folder can be restored; the replaced store is kept.
      server.child.kill("SIGTERM");
      await once(server.child, "exit");
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const again = await leadsCli(["restore", backupFile], dataDir);
      expect(again.code).toBe(0);
      expect(again.out).toMatch(/The store it replaced is kept at .*leads\.db\.before-restore-/);
    },
  );

  it("refuses a file that is not a lead store, and a missing one", async () => {
    const dataDir = newDir();
    const junk = join(dataDir, "junk.db");
    writeFileSync(junk, "not a database");
    const bad = await leadsCli(["restore", junk], dataDir);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("not a readable SQLite database");
    expect(existsSync(join(dataDir, "leads.db"))).toBe(false);
    const missing = await leadsCli(["backup", join(dataDir, "b.db")], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("No lead database at");
  });
});

/** One plain line: no stack frame, no Node error code dump. */
const expectOnePlainLine = (out: string) => {
  expect(out.trimEnd().split("\n")).toHaveLength(1);
  expect(out).not.toMatch(/^\s+at /m);
  expect(out).not.toMatch(/ENOENT|EEXIST|ENOTDIR|Error:/);
};

describe("leads backup and restore on a new machine", { timeout: 60_000 }, () => {
  it("backup makes a missing target folder, and restore a missing DATA_DIR (mode 0700)", async () => {
    const dataDir = newDir();
    const store = openSqliteStore(join(dataDir, "leads.db"));
    const lead = await store.saveLead(sampleLead(), []);
    await store.close();

    const backupFile = join(newDir(), "backups", "2026", "leads.db");
    const backedUp = await leadsCli(["backup", backupFile], dataDir);
    expect(backedUp.out).toMatch(/^Backed up 1 lead\(s\) to .*leads\.db/);
    expect(backedUp.code).toBe(0);
    expect(statSync(dirname(backupFile)).mode & 0o777).toBe(0o700);

    const fresh = join(newDir(), "var", "lib", "lexcore");
    const restored = await leadsCli(["restore", backupFile], fresh);
    expect(restored.out).toMatch(/^Restored 1 lead\(s\) into .*leads\.db\./);
    expect(restored.code).toBe(0);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    const back = openSqliteStore(join(fresh, "leads.db"));
    try {
      expect((await back.getLead(lead.id))?.fields).toEqual(lead.fields);
    } finally {
      await back.close();
    }
  });

  it(
    "refuses what is not a lead store, and a folder it cannot use, each in one plain line",
    { timeout: 60_000 },
    async () => {
      const dir = newDir();
      const text = join(dir, "notes.txt");
      writeFileSync(text, "These are my notes, not a database.\n");
      const other = join(dir, "other.db");
      const db = new DatabaseSync(other);
      db.exec("CREATE TABLE things (id INTEGER PRIMARY KEY)");
      db.close();
      const fresh = join(dir, "data");

      const cases: [string[], string, RegExp][] = [
        [["restore", text], fresh, /^.*notes\.txt is not a readable SQLite database\.$/],
        [["restore", other], fresh, /^.*other\.db is not a lead store \(no leads table\)\.$/],
        [["restore", join(dir, "gone.db")], fresh, /^No backup file at .*gone\.db\.$/],
        [["restore", dir], fresh, /is a folder; give the backup file itself\.$/],
        [
          ["backup", join(dir, "b.db")],
          fresh,
          /^No lead database at .*leads\.db\. Set DATA_DIR\.$/,
        ],
      ];
      for (const [args, dataDir, message] of cases) {
        const run = await leadsCli(args, dataDir);
        expect(run.code, args.join(" ")).toBe(1);
        expect(run.out.trimEnd(), args.join(" ")).toMatch(message);
        expectOnePlainLine(run.out);
      }
      // Nothing was made for a refused restore.
      expect(existsSync(fresh)).toBe(false);

      // DATA_DIR is a file; a backup whose folder's place is taken by a file.
      const store = openSqliteStore(join(dir, "real", "leads.db"));
      await store.saveLead(sampleLead(), []);
      await store.close();
      const good = join(dir, "good.db");
      expect((await leadsCli(["backup", good], join(dir, "real"))).code).toBe(0);
      const intoFile = await leadsCli(["restore", good], text);
      expect(intoFile.code).toBe(1);
      expect(intoFile.out).toMatch(/^Cannot use .*notes\.txt as a folder: it is a file\.\n$/);
      const underFile = await leadsCli(["backup", join(text, "b.db")], join(dir, "real"));
      expect(underFile.code).toBe(1);
      expect(underFile.out).toMatch(/^Cannot use .*notes\.txt as a folder: it is a file\.\n$/);
      for (const run of [intoFile, underFile]) expectOnePlainLine(run.out);
    },
  );
});

describe("the folder lock", () => {
  it("is held by a live process and released by it", () => {
    const dir = newDir();
    expect(dataDirHolder(dir)).toBeUndefined();
    const release = holdDataDir(dir);
    expect(dataDirHolder(dir)).toEqual({ pid: process.pid });
    release();
    expect(dataDirHolder(dir)).toBeUndefined();
  });

  it("a stale file is not a holder: a dead pid, or a live pid with another start time", async () => {
    const dir = newDir();
    const child = spawn(process.execPath, ["-e", ""]);
    await once(child, "exit");
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: child.pid, started: "1" }));
    expect(dataDirHolder(dir)).toBeUndefined();
    // Our pid, reused by a process that started at another time.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, started: "1" }));
    expect(dataDirHolder(dir)).toBeUndefined();
    writeFileSync(join(dir, LOCK_FILE), "garbage");
    expect(dataDirHolder(dir)).toBeUndefined();
  });
});
