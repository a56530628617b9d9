/** The daily visitor: HMAC-SHA256(day's salt, SHA-256(IP, User-Agent, site host)), 16 hex. Salts
 * are random per UTC day, shared through the database (insert if absent, read back) and deleted
 * two days on; the request path keeps only the SHA-256, in memory (decision 0040). */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { addDays } from "../../../shared/zoned-date";
import type { Q } from "../traffic-db";

/** What the request path keeps of IP, User-Agent and site (memory only, never written). */
export const visitorDigest = (ip: string, userAgent: string, siteHost: string) =>
  createHash("sha256").update(`${ip}\n${userAgent}\n${siteHost}`).digest();

export const VISITOR_CHARS = 16;

export const visitorId = (salt: Buffer, digest: Buffer) =>
  createHmac("sha256", salt).update(digest).digest("hex").slice(0, VISITOR_CHARS);

/** The salts' cache and their table; one per store handle. */
export function saltKeeper(db: Q) {
  const cache = new Map<string, Buffer>();
  return {
    /** The salt of `day`, made if absent; undefined once that day's salt was deleted (too old). */
    async saltOf(day: string, today: string): Promise<Buffer | undefined> {
      const known = cache.get(day);
      if (known) return known;
      if (day < addDays(today, -1)) return undefined;
      await db.run(
        "INSERT INTO traffic_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
        [day, randomBytes(32).toString("base64")],
      );
      const row = (await db.all("SELECT salt FROM traffic_salts WHERE day = ?", [day]))[0];
      if (!row) return undefined;
      const salt = Buffer.from(String(row.salt), "base64");
      cache.set(day, salt);
      return salt;
    },
    /** Deletes the salts of days before yesterday, here and in the table. */
    async prune(today: string): Promise<number> {
      const keep = addDays(today, -1);
      for (const day of cache.keys()) if (day < keep) cache.delete(day);
      return db.run("DELETE FROM traffic_salts WHERE day < ?", [keep]);
    },
  };
}
export type SaltKeeper = ReturnType<typeof saltKeeper>;
