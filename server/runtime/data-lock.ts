/** One running server holds the SQLite folder: DATA_DIR/server.pid has its pid and kernel start
 * time, and `leads restore` refuses while that process lives. The start time tells a stale file
 * from a reused pid (without /proc, the pid alone is checked). */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "server.pid";

interface Holder {
  pid: number;
  /** Field 22 of /proc/PID/stat (clock ticks after boot); null where /proc is missing. */
  started: string | null;
}

function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by another user (the service account).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Marks `dataDir` as held by this process; returns the release function. */
export function holdDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, started: startTime(process.pid) };
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  renameSync(temp, file);
  return () => {
    // Only our own: a server started later on the same folder keeps its file.
    if (dataDirHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
}

/** The running process holding `dataDir`, or undefined when none does (no file, or a stale one). */
export function dataDirHolder(dataDir: string): { pid: number } | undefined {
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as Holder;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !alive(holder.pid)) return undefined;
  const now = startTime(holder.pid);
  if (holder.started !== null && now !== null && now !== holder.started) return undefined;
  return { pid: holder.pid };
}
