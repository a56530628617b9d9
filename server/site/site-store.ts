/** The site editor's tables over both engines (`?` placeholders, the lead store's connection):
 * versions, drafts, and built files by content hash. */
import { randomUUID } from "node:crypto";
import type { Overlay } from "../../content/site-document";
import { trafficDbOf, type TrafficDb } from "../traffic/traffic-db";
import type { LeadStore } from "../leads/store/store-contract";
import type { Change, SiteVersion, VersionStatus } from "./site-types";

/** Serialises version numbering across instances on PostgreSQL (pg_advisory_xact_lock). */
const VERSION_LOCK = 0x5173;

export type Manifest = Record<string, string>;

export interface VersionRow extends SiteVersion {
  overlay: Overlay;
  gone: string[];
  code: string | null;
  manifest: Manifest | null;
  builtAt: number | null;
}

const json = <T>(text: unknown, fallback: T): T =>
  typeof text === "string" && text ? (JSON.parse(text) as T) : fallback;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toVersion(r: Record<string, unknown>): VersionRow {
  return {
    id: Number(r.id),
    createdAt: Number(r.created_at),
    author: String(r.author),
    restoredFrom: num(r.restored_from),
    changes: json<Change[]>(r.changes, []),
    status: String(r.status) as VersionStatus,
    error: (r.error as string | null) ?? null,
    liveAt: num(r.built_at),
    overlay: json<Overlay>(r.overlay, {}),
    gone: json<string[]>(r.gone, []),
    code: (r.code as string | null) ?? null,
    manifest: json<Manifest | null>(r.manifest, null),
    builtAt: num(r.built_at),
  };
}

const COLUMNS =
  "id, created_at, author, restored_from, overlay, changes, gone, status, error, code, manifest, built_at";

export interface DraftRow {
  base: number | null;
  edits: Overlay;
  updatedAt: number;
}

export function siteStore(db: TrafficDb) {
  return {
    db,
    /** The version a new publish builds on: the newest that is not failed or superseded. */
    async latest(): Promise<VersionRow | undefined> {
      const [row] = await db.all(
        `SELECT ${COLUMNS} FROM site_versions WHERE status IN ('queued', 'building', 'live')
         ORDER BY id DESC LIMIT 1`,
      );
      return row ? toVersion(row) : undefined;
    },
    async live(): Promise<VersionRow | undefined> {
      const [row] = await db.all(
        `SELECT ${COLUMNS} FROM site_versions WHERE status = 'live' ORDER BY id DESC LIMIT 1`,
      );
      return row ? toVersion(row) : undefined;
    },
    async get(id: number): Promise<VersionRow | undefined> {
      const [row] = await db.all(`SELECT ${COLUMNS} FROM site_versions WHERE id = ?`, [id]);
      return row ? toVersion(row) : undefined;
    },
    async history(limit: number): Promise<VersionRow[]> {
      const rows = await db.all(`SELECT ${COLUMNS} FROM site_versions ORDER BY id DESC LIMIT ?`, [
        limit,
      ]);
      return rows.map(toVersion);
    },
    /** A new queued version, or undefined when `base` is no longer the latest (another
     * publish came first). */
    async add(v: {
      base: number | null;
      author: string;
      restoredFrom: number | null;
      overlay: Overlay;
      changes: Change[];
      gone: string[];
      now: number;
    }): Promise<number | undefined> {
      const token = randomUUID();
      const [inserted] = await db.batch(
        [
          [
            `INSERT INTO site_versions (token, created_at, author, restored_from, overlay, changes,
               gone, status)
             SELECT ?, ?, ?, ?, ?, ?, ?, 'queued'
             WHERE COALESCE((SELECT MAX(id) FROM site_versions
                             WHERE status IN ('queued', 'building', 'live')), 0) = ?`,
            [
              token,
              v.now,
              v.author,
              v.restoredFrom,
              JSON.stringify(v.overlay),
              JSON.stringify(v.changes),
              JSON.stringify(v.gone),
              v.base ?? 0,
            ],
          ],
        ],
        VERSION_LOCK,
      );
      if (!inserted) return undefined;
      const [row] = await db.all("SELECT id FROM site_versions WHERE token = ?", [token]);
      return Number(row!.id);
    },
    async setStatus(id: number, status: VersionStatus, error: string | null = null) {
      await db.run("UPDATE site_versions SET status = ?, error = ? WHERE id = ?", [
        status,
        error,
        id,
      ]);
    },
    /** Marks queued versions below `id` as superseded: `id` includes their edits. */
    async supersede(id: number) {
      await db.run(
        "UPDATE site_versions SET status = 'superseded' WHERE id < ? AND status = 'queued'",
        [id],
      );
    },
    /** The built version goes live and older live ones become Replaced (restorable); one
     * rebuilt for a new release while a newer one went live stays Replaced. */
    async markBuilt(id: number, code: string, manifest: Manifest, now: number) {
      await db.batch(
        [
          [
            `UPDATE site_versions SET error = NULL, code = ?, manifest = ?, built_at = ?,
               status = CASE WHEN EXISTS (SELECT 1 FROM site_versions newer
                                          WHERE newer.id > ? AND newer.status = 'live')
                        THEN 'superseded' ELSE 'live' END
             WHERE id = ?`,
            [code, JSON.stringify(manifest), now, id, id],
          ],
          ["UPDATE site_versions SET status = 'superseded' WHERE id < ? AND status = 'live'", [id]],
        ],
        VERSION_LOCK,
      );
    },

    async draft(personId: string): Promise<DraftRow | undefined> {
      const [row] = await db.all(
        "SELECT base, edits, updated_at FROM site_drafts WHERE person_id = ?",
        [personId],
      );
      if (!row) return undefined;
      return {
        base: num(row.base),
        edits: json<Overlay>(row.edits, {}),
        updatedAt: Number(row.updated_at),
      };
    },
    async putDraft(personId: string, base: number | null, edits: Overlay, now: number) {
      await db.run(
        `INSERT INTO site_drafts (person_id, base, edits, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET base = excluded.base, edits = excluded.edits,
           updated_at = excluded.updated_at`,
        [personId, base, JSON.stringify(edits), now],
      );
    },
    async dropDraft(personId: string) {
      await db.run("DELETE FROM site_drafts WHERE person_id = ?", [personId]);
    },

    /** The hashes of `hashes` the store does not hold yet. */
    async missing(hashes: readonly string[]): Promise<string[]> {
      const held = new Set<string>();
      for (let i = 0; i < hashes.length; i += 200) {
        const part = hashes.slice(i, i + 200);
        const rows = await db.all(
          `SELECT hash FROM site_blobs WHERE hash IN (${part.map(() => "?").join(", ")})`,
          part,
        );
        for (const r of rows) held.add(String(r.hash));
      }
      return hashes.filter((h) => !held.has(h));
    },
    async putBlob(hash: string, body: Uint8Array) {
      await db.run("INSERT INTO site_blobs (hash, body) VALUES (?, ?) ON CONFLICT DO NOTHING", [
        hash,
        body,
      ]);
    },
    async blob(hash: string): Promise<Buffer | undefined> {
      const [row] = await db.all("SELECT body FROM site_blobs WHERE hash = ?", [hash]);
      return row ? Buffer.from(row.body as Uint8Array) : undefined;
    },
    /** Immutable files (hashed assets, photos) by path, for any instance that lacks one. */
    async putAssets(entries: readonly [path: string, hash: string][]) {
      if (entries.length === 0) return;
      await db.batch(
        entries.map(([path, hash]) => [
          "INSERT INTO site_assets (path, hash) VALUES (?, ?) ON CONFLICT DO NOTHING",
          [path, hash],
        ]),
      );
    },
    async assetHash(path: string): Promise<string | undefined> {
      const [row] = await db.all("SELECT hash FROM site_assets WHERE path = ?", [path]);
      return row ? String(row.hash) : undefined;
    },
  };
}
export type SiteStore = ReturnType<typeof siteStore>;

export const siteStoreOf = (store: LeadStore) => siteStore(trafficDbOf(store));
