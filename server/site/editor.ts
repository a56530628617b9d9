/** The site editor: drafts per person, the changes in words, preview, publish, history and
 * restore, and photos; builds and the switch are ./publisher.ts's. */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Overlay } from "../../content/site-document";
import { contentSecurityPolicy } from "../http/security-headers";
import { loadSiteFiles, type SiteFiles } from "../http/static-files";
import { changesBetween } from "./change-words";
import type { LiveSite } from "./live-site";
import { attentionOf, checkEdit, documentsOf, valueIn } from "./overlay";
import { encodePhoto } from "./photos";
import { buildFailure, sitePublisher } from "./publisher";
import type { buildSite } from "./site-build";
import type { SiteStore } from "./site-store";
import type { Author, PreviewFile, Result, SiteEditor } from "./site-types";

export { CHANGED_SINCE_OPENED } from "./publisher";

/** Previews kept at once (each a whole build in memory). */
const PREVIEWS = 2;

export interface SiteEditorOptions {
  store: SiteStore;
  live: LiveSite;
  /** Where builds are made and kept (DATA_DIR/site). */
  dir: string;
  /** The repository's own build: the code release a published build must match. */
  repoBuildDir: string;
  audit: (action: "site-publish" | "site-restore", who: Author, detail: string) => Promise<void>;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
  now?: () => number;
  env?: NodeJS.ProcessEnv;
  /** The build (tests give a small one). */
  build?: typeof buildSite;
}

export interface SiteRuntime extends SiteEditor {
  /** Serves the newest live version, building it for this code release if needed. */
  sync(): Promise<void>;
  /** Publishes `overlay` as a new version (the command line's publish and restore). */
  publishOverlay(
    author: Author,
    overlay: Overlay,
    restoredFrom: number | null,
  ): Promise<Result<{ version: number }>>;
  /** Builds run one after another: resolves when the last queued one is done. */
  idle(): Promise<void>;
}

export function siteEditor(opts: SiteEditorOptions): SiteRuntime {
  const { store, live, dir } = opts;
  const now = opts.now ?? Date.now;
  const publisher = sitePublisher(opts);
  const previews = new Map<string, SiteFiles>();
  const fail = (error: string) => ({ ok: false as const, error });

  const publishedOverlay = async () => (await store.latest())?.overlay ?? {};

  /** The edits a person's draft makes over the version it builds on. */
  async function draftOverlay(personId: string) {
    const latest = await store.latest();
    const draft = await store.draft(personId);
    const base = latest?.overlay ?? {};
    return { latest, draft, overlay: { ...base, ...(draft?.edits ?? {}) } as Overlay };
  }

  return {
    async documents(personId) {
      const { overlay } = await draftOverlay(personId);
      return documentsOf(overlay).map((d) => ({
        id: d.document.id,
        group: d.group,
        label: d.label,
        path: d.path,
        schema: d.document.schema,
      }));
    },
    async draft(personId) {
      const { latest, draft, overlay } = await draftOverlay(personId);
      const values: Record<string, unknown> = {};
      for (const d of documentsOf(overlay)) values[d.document.id] = valueIn(d, overlay);
      return {
        base: draft?.base ?? latest?.id ?? null,
        values,
        edited: Object.keys(draft?.edits ?? {}),
        updatedAt: draft?.updatedAt ?? null,
      };
    },
    async save(personId, id, value) {
      const { latest, draft, overlay } = await draftOverlay(personId);
      const checked = checkEdit(id, value, overlay);
      if (!checked.ok) return checked;
      const edits = { ...(draft?.edits ?? {}), [id]: checked.value };
      const published = latest?.overlay ?? {};
      // An edit back to the published value is no edit.
      if (JSON.stringify(published[id]) === JSON.stringify(checked.value)) delete edits[id];
      await store.putDraft(personId, draft?.base ?? latest?.id ?? null, edits, now());
      return { ok: true };
    },
    async discard(personId, id) {
      const draft = await store.draft(personId);
      if (!draft) return;
      if (id === undefined) return store.dropDraft(personId);
      const { [id]: _, ...rest } = draft.edits;
      await store.putDraft(personId, draft.base, rest, now());
    },
    async changes(personId) {
      const { latest, overlay } = await draftOverlay(personId);
      return changesBetween(latest?.overlay ?? {}, overlay);
    },
    async attention() {
      return attentionOf(await publishedOverlay());
    },
    async preview(personId) {
      const { overlay } = await draftOverlay(personId);
      const token = randomBytes(12).toString("base64url");
      try {
        const files = await publisher.serialised(async () => {
          const built = await publisher.build(`preview-${token}`, overlay);
          const folder = join(dir, "previews", token);
          rmSync(folder, { recursive: true, force: true });
          mkdirSync(dirname(folder), { recursive: true });
          renameSync(built, folder);
          rmSync(join(dir, "work", `preview-${token}`), { recursive: true, force: true });
          return loadSiteFiles(folder);
        });
        previews.set(token, files);
        live.keepAssets(files, files.paths?.() ?? []);
        for (const old of [...previews.keys()].slice(0, -PREVIEWS)) {
          previews.delete(old);
          rmSync(join(dir, "previews", old), { recursive: true, force: true });
        }
        return { ok: true, token };
      } catch (error) {
        rmSync(join(dir, "work", `preview-${token}`), { recursive: true, force: true });
        return fail(buildFailure(error));
      }
    },
    previewFile(token, path): PreviewFile | undefined {
      const files = previews.get(token);
      const file = files?.get(path) ?? (path === "/404" ? files?.notFound : undefined);
      if (!file) return undefined;
      return {
        body: file.body,
        type: file.type,
        csp: file.scriptHashes
          ? contentSecurityPolicy(file.scriptHashes, file.styleHashes ?? [])
          : undefined,
      };
    },
    async publish(author, base) {
      const { draft, overlay } = await draftOverlay(author.id);
      if (!draft || Object.keys(draft.edits).length === 0)
        return fail("Nothing to publish: the draft matches the site.");
      const result = await publisher.publishOverlay(author, overlay, null, base);
      if (result.ok) await store.dropDraft(author.id);
      return result;
    },
    async restore(author, versionId) {
      const version = await store.get(versionId);
      if (!version || version.status === "failed") return fail("That version cannot be restored.");
      return publisher.publishOverlay(author, version.overlay, versionId);
    },
    async history(limit = 50) {
      return (await store.history(limit)).map(
        ({ id, createdAt, author, restoredFrom, changes, status, error, liveAt }) => ({
          id,
          createdAt,
          author,
          restoredFrom,
          changes,
          status,
          error,
          liveAt,
        }),
      );
    },
    async uploadImage(bytes) {
      const photo = await encodePhoto(bytes);
      if (!photo.ok) return photo;
      const hash = createHash("sha256").update(photo.body).digest("hex");
      await store.putBlob(hash, photo.body);
      await store.putAssets([[photo.src, hash]]);
      return { ok: true, src: photo.src, width: photo.width, height: photo.height };
    },
    publishOverlay: (author, overlay, restoredFrom) =>
      publisher.publishOverlay(author, overlay, restoredFrom),
    sync: publisher.sync,
    idle: publisher.idle,
  };
}
