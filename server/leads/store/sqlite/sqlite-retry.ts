/** The SQLite store when its folder may be unusable at start: pages still serve, form posts get
 * 503 (as PostgreSQL mode while down) and one log line names the folder; later posts retry the
 * file at most every `retryMs`, so fixing the folder needs no restart. */
import { dirname, resolve } from "node:path";
import { openSqliteStore, type SqliteStore } from "./sqlite-store";
import { StoreNotReadyError, type LeadStore } from "../store-contract";

export function openSqliteStoreOrRetry(
  file: string,
  log: { info: (m: string) => void; warn: (m: string) => void },
  retryMs = 10_000,
): LeadStore {
  let store: SqliteStore | undefined;
  let lastTry = 0;
  let reported = false;
  const attempt = () => {
    if (store) return store;
    if (reported && Date.now() - lastTry < retryMs) return undefined;
    lastTry = Date.now();
    try {
      store = openSqliteStore(file);
      log.info(
        reported
          ? `Lead store opened at ${file}; form posts are taken again`
          : `Leads are stored in SQLite at ${file}`,
      );
    } catch (error) {
      if (!reported) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(
          `Cannot open the lead store in ${resolve(dirname(file))} (${reason}): pages are served, form posts get 503 until the folder is writable by this server (DATA_DIR)`,
        );
        reported = true;
      }
    }
    return store;
  };
  attempt();
  return new Proxy({} as LeadStore, {
    get(_target, name) {
      if (name === "kind") return "sqlite";
      // The connection (server/auth/), once the file is open.
      if (name === "db") return attempt()?.db;
      // Every other name is a store method (forwarded once the file opens); not a thenable.
      if (typeof name !== "string" || name === "then") return undefined;
      if (name === "close") return () => store?.close() ?? Promise.resolve();
      return (...args: unknown[]) => {
        const open = attempt();
        if (!open) return Promise.reject(new StoreNotReadyError());
        return (open[name as keyof LeadStore] as (...a: unknown[]) => unknown).apply(open, args);
      };
    },
  });
}
