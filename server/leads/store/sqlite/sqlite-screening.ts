/** What screening asks of SQLite: repeated bodies, used challenge solutions and shared settings. */
import type { DatabaseSync } from "node:sqlite";
import { immediate } from "../../../database/db";
import type { ScreeningStore } from "../store-contract";

type ScreeningMethods = ScreeningStore;

export function sqliteScreening(db: DatabaseSync): ScreeningMethods {
  // Prepared once: every form POST runs these.
  const sweepSolutions = db.prepare("DELETE FROM used_solutions WHERE expires_at < ?");
  const insertSolution = db.prepare(
    "INSERT INTO used_solutions (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
  );
  const countBody = db.prepare(
    "SELECT COUNT(*) AS n FROM leads WHERE body_hash = ? AND received_at >= ?",
  );
  const useOnce = (key: string, expiresAt: number, now: number) =>
    immediate(db, () => {
      sweepSolutions.run(now);
      return Number(insertSolution.run(key, expiresAt).changes) > 0;
    });
  return {
    async countBodyHash(hash, since) {
      return Number(countBody.get(hash, since.toISOString())!.n);
    },
    async useSolution(key, expiresAt, now) {
      // No fsync of its own: the lead's commit that follows (synchronous=FULL)
      // flushes the WAL with this row in it. A crash in between loses only the
      // record of a solution whose lead was not stored (and not acknowledged).
      db.exec("PRAGMA synchronous = NORMAL");
      try {
        return useOnce(key, expiresAt, now);
      } finally {
        db.exec("PRAGMA synchronous = FULL");
      }
    },
    async sharedSetting(name, candidate) {
      return immediate(db, () => {
        db.prepare(
          "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
        ).run(name, candidate);
        return String(db.prepare("SELECT value FROM settings WHERE name = ?").get(name)!.value);
      });
    },
  };
}
