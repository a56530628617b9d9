/**
 * `npm run leads -- backup FILE` and `restore FILE`: a consistent copy of the
 * SQLite lead store taken while the server runs, and putting one back.
 *
 * Backup uses SQLite's online backup API (node:sqlite `backup()`) in one step:
 * it reads a snapshot under a read transaction, which in WAL mode does not
 * stop the server writing, so every lead committed (acknowledged) before it
 * began is in the copy. The copy is written beside FILE, mode 0600 (leads are
 * personal data), checked, flushed, then renamed into place.
 *
 * Restore refuses while a running server holds DATA_DIR (server/data-lock.ts).
 * The store it replaces is kept beside it as leads.db.before-restore-TIME.
 */
import { closeSync, chmodSync, copyFileSync, existsSync, fsyncSync, openSync } from "node:fs";
import { renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync, backup } from "node:sqlite";
import { dataDirHolder } from "../server/data-lock";

export class BackupError extends Error {}

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
  const partial = join(dirname(file), `.${Date.now()}-${process.pid}.leads-backup`);
  // Created 0600 before SQLite writes a byte into it.
  closeSync(openSync(partial, "wx", 0o600));
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    await backup(db, partial, { rate: ALL_PAGES });
    const leads = checkStore(partial);
    chmodSync(partial, 0o600);
    fsyncFile(partial);
    renameSync(partial, file);
    fsyncFile(dirname(file));
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

/** Puts the backup `source` in place as DATA_DIR/leads.db, unless a running server holds DATA_DIR. */
export function restoreStore(dataDir: string, source: string, now = new Date()): RestoreResult {
  if (!existsSync(source)) throw new BackupError(`No backup file at ${source}.`);
  const holder = dataDirHolder(dataDir);
  if (holder) {
    throw new BackupError(
      `A running server (pid ${holder.pid}) holds ${dataDir}; stop it first (systemctl stop lexcore), then restore.`,
    );
  }
  const leads = checkStore(source);
  const target = join(dataDir, "leads.db");
  const incoming = join(dataDir, ".leads.db.restoring");
  copyFileSync(source, incoming);
  chmodSync(incoming, 0o600);
  fsyncFile(incoming);
  let kept: string | undefined;
  if (existsSync(target)) {
    // Opening and closing the old store folds its WAL into the file, so the kept copy is whole.
    new DatabaseSync(target).close();
    kept = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, kept);
  }
  for (const leftover of ["-wal", "-shm"]) rmSync(`${target}${leftover}`, { force: true });
  renameSync(incoming, target);
  fsyncFile(dataDir);
  return { leads, kept };
}

export const BACKUP_USAGE = `
Backups (SQLite; for PostgreSQL use pg_dump, see the README):
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
      `DATABASE_URL is set: the leads are in PostgreSQL. Use pg_dump and pg_restore (README, "Backups").\n`,
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
