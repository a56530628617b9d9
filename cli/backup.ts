/** `leads backup FILE` / `restore FILE`: SQLite's online backup (WAL: every acknowledged lead is
 * in it), written 0600, checked, synced and renamed. Restore refuses while a server holds
 * DATA_DIR and keeps the replaced store as leads.db.before-restore-TIME. */
import { closeSync, chmodSync, copyFileSync, existsSync, fsyncSync, openSync } from "node:fs";
import { mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync, backup } from "node:sqlite";
import { dataDirHolder } from "../server/runtime/data-lock";
import { migrations } from "../server/leads/store/migrations";

export class BackupError extends Error {}

const LATEST_MIGRATION = Math.max(...migrations.map((m) => m.version));

/** What the system said about `path`, in words (the error code's text, never a stack). */
const FS_REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOENT: "no such file or folder",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder",
  EEXIST: "a file of that name is in the way",
  ENOSPC: "the disk is full",
  EROFS: "the file system is read-only",
  EDQUOT: "the disk quota is used up",
};

/** A file system error as one plain line naming what was being done and where. */
function fsFailure(error: unknown, doing: string, path: string): BackupError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && FS_REASONS[code]) ?? (error as Error).message ?? String(error);
  return new BackupError(`Cannot ${doing} ${path}: ${reason}.`);
}

/** Runs `work`; a file system error becomes a BackupError naming `doing` and `path`. */
function fsStep<T>(doing: string, path: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw fsFailure(error, doing, path);
  }
}

/** Makes `folder` (and its parents) when missing, mode 0700: it will hold personal data. */
function ensureFolder(folder: string) {
  if (existsSync(folder) && !statSync(folder).isDirectory()) {
    throw new BackupError(`Cannot use ${folder} as a folder: it is a file.`);
  }
  fsStep("make the folder", folder, () => mkdirSync(folder, { recursive: true, mode: 0o700 }));
}

/** SQLite's page budget per backup step: all of them, so the copy is one snapshot. */
const ALL_PAGES = 2_000_000_000;

function fsyncFile(path: string) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Opens `file` read-only and checks it is a lead store; resolves to its lead count. */
function checkStore(file: string): number {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch {
    throw new BackupError(`${file} cannot be opened as an SQLite database.`);
  }
  try {
    const check = db.prepare("PRAGMA quick_check").get();
    if (check?.quick_check !== "ok") throw new BackupError(`${file} is damaged (quick_check).`);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name);
    if (!tables.includes("leads") || !tables.includes("schema_migrations")) {
      throw new BackupError(`${file} is not a lead store (no leads table).`);
    }
    const version = Number(
      db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get()?.v ?? 0,
    );
    if (version > LATEST_MIGRATION) {
      throw new BackupError(
        `${file} is from a newer version of this software (migration ${version}; this one knows ${LATEST_MIGRATION}). Update first, then restore.`,
      );
    }
    return Number(db.prepare("SELECT COUNT(*) AS n FROM leads").get()!.n);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database.`);
  } finally {
    db.close();
  }
}

export interface BackupResult {
  file: string;
  leads: number;
  bytes: number;
  ms: number;
}

/** Copies DATA_DIR/leads.db to `target` (mode 0600), online. */
export async function backupStore(dataDir: string, target: string): Promise<BackupResult> {
  const started = performance.now();
  const source = join(dataDir, "leads.db");
  if (!existsSync(source)) throw new BackupError(`No lead database at ${source}. Set DATA_DIR.`);
  const file = resolve(target);
  if (existsSync(file) && statSync(file).isDirectory()) {
    throw new BackupError(`${file} is a folder; give the backup a file name inside it.`);
  }
  ensureFolder(dirname(file));
  const partial = join(dirname(file), `.${Date.now()}-${process.pid}.leads-backup`);
  // Created 0600 before SQLite writes a byte into it.
  fsStep("write in", dirname(file), () => closeSync(openSync(partial, "wx", 0o600)));
  const db = fsStep("open", source, () => new DatabaseSync(source, { readOnly: true }));
  try {
    await backup(db, partial, { rate: ALL_PAGES }).catch((error: unknown) => {
      throw fsFailure(error, "copy the lead store to", file);
    });
    const leads = checkStore(partial);
    fsStep("finish the backup at", file, () => {
      chmodSync(partial, 0o600);
      fsyncFile(partial);
      renameSync(partial, file);
      fsyncFile(dirname(file));
    });
    return { file, leads, bytes: statSync(file).size, ms: performance.now() - started };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  leads: number;
  /** Where the store it replaced was kept, if there was one. */
  kept?: string;
}

/** Puts the backup `source` in place as DATA_DIR/leads.db, unless a running server holds
 * DATA_DIR. */
export function restoreStore(dataDir: string, source: string, now = new Date()): RestoreResult {
  if (!existsSync(source)) throw new BackupError(`No backup file at ${source}.`);
  if (statSync(source).isDirectory()) {
    throw new BackupError(`${source} is a folder; give the backup file itself.`);
  }
  const holder = dataDirHolder(dataDir);
  if (holder) {
    throw new BackupError(
      `A running server (pid ${holder.pid}) holds ${dataDir}; stop it first (systemctl stop lexcore), then restore.`,
    );
  }
  const leads = checkStore(source);
  ensureFolder(dataDir);
  const target = join(dataDir, "leads.db");
  const incoming = join(dataDir, ".leads.db.restoring");
  fsStep("copy the backup into", dataDir, () => {
    try {
      copyFileSync(source, incoming);
      chmodSync(incoming, 0o600);
      fsyncFile(incoming);
    } catch (error) {
      rmSync(incoming, { force: true });
      throw error;
    }
  });
  let kept: string | undefined;
  fsStep("put the backup in place in", dataDir, () => {
    if (existsSync(target)) {
      // Opening and closing the old store folds its WAL into the file, so the kept copy is whole.
      new DatabaseSync(target).close();
      kept = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      renameSync(target, kept);
    }
    for (const leftover of ["-wal", "-shm"]) rmSync(`${target}${leftover}`, { force: true });
    renameSync(incoming, target);
    fsyncFile(dataDir);
  });
  return { leads, kept };
}

export const BACKUP_USAGE = `
Backups (SQLite; for PostgreSQL use pg_dump, see docs/operations.md):
  backup FILE                               A consistent copy of the lead store, taken
                                            while the server runs (mode 0600)
  restore FILE                              Put a backup in place of the lead store;
                                            refused while the server runs (stop it first)
`;

/** Runs `backup FILE` or `restore FILE`; resolves to the exit code. */
export async function runBackupCommand(
  argv: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<number> {
  const [command, file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith("-")) {
    process.stderr.write(`"${command}" takes one argument, the backup file.\n${BACKUP_USAGE}`);
    return 2;
  }
  if (env.DATABASE_URL) {
    process.stderr.write(
      `DATABASE_URL is set: the leads are in PostgreSQL. Use pg_dump and pg_restore (docs/operations.md, "Backups").\n`,
    );
    return 1;
  }
  try {
    if (command === "backup") {
      const r = await backupStore(env.DATA_DIR, file);
      process.stdout.write(
        `Backed up ${r.leads} lead(s) to ${r.file} (${(r.bytes / 1024).toFixed(0)} KiB, ${Math.round(r.ms)} ms).\n`,
      );
    } else {
      const r = restoreStore(env.DATA_DIR, file);
      process.stdout.write(
        `Restored ${r.leads} lead(s) into ${join(env.DATA_DIR, "leads.db")}.` +
          (r.kept ? ` The store it replaced is kept at ${r.kept}.` : "") +
          `\nStart the server again; notifications still pending in the backup will be sent.\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
