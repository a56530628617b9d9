/** The site editor: drafts per person, preview and publish as builds run one at a time, history
 * and restore, and the switch of this instance to the newest live version. */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Overlay } from "../../content/site-document";
import { setOverlay } from "../../content/site-document";
import { contentSecurityPolicy } from "../security-headers";
import { loadSiteFiles, type SiteFiles } from "../static-files";
import { changesBetween } from "./change-words";
import type { LiveSite } from "./live-site";
import {
  attentionOf,
  buildableOverlay,
  checkEdit,
  documentsOf,
  gonePaths,
  valueIn,
} from "./overlay";
import { encodePhoto, photosIn } from "./photos";
import { buildSite, BuildError } from "./site-build";
import { codeRelease, holdsBuild, saveBuild, writeBuild } from "./site-files";
import type { SiteStore, VersionRow } from "./site-store";
import type { Author, Change, PreviewFile, Result, SiteEditor } from "./site-types";

export const CHANGED_SINCE_OPENED =
  "The site changed since you opened it: someone else published first. Your draft is kept; review it and publish again.";

/** Previews kept at once (each a whole build in memory). */
const PREVIEWS = 2;
/** Built versions kept on this instance's disk. */
const BUILDS_KEPT = 3;

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

const fail = (error: string) => ({ ok: false as const, error });
const message = (error: unknown) =>
  error instanceof BuildError
    ? error.message
    : /ENOSPC/.test(String(error))
      ? "The server's disk is full; nothing was changed."
      : `The publish failed: ${error instanceof Error ? error.message : String(error)}`;

export function siteEditor(opts: SiteEditorOptions): SiteRuntime {
  const { store, live, dir, log } = opts;
  const now = opts.now ?? Date.now;
  const code = () => codeRelease(opts.repoBuildDir);
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };
  let served: { id: number; builtAt: number | null } | null = null;
  const previews = new Map<string, SiteFiles>();

  const publishedOverlay = async () => (await store.latest())?.overlay ?? {};

  /** The edits a person's draft makes over the version it builds on. */
  async function draftOverlay(personId: string) {
    const latest = await store.latest();
    const draft = await store.draft(personId);
    const base = latest?.overlay ?? {};
    return { latest, draft, overlay: { ...base, ...(draft?.edits ?? {}) } as Overlay };
  }

  async function imagesFor(overlay: Overlay) {
    const images = new Map<string, Uint8Array>();
    for (const src of photosIn(overlay)) {
      const hash = await store.assetHash(src);
      const body = hash ? await store.blob(hash) : undefined;
      if (body) images.set(src, body);
    }
    return images;
  }

  /** Builds an overlay in a work folder of its own; resolves to the built client folder. */
  async function build(name: string, overlay: Overlay) {
    const buildable = buildableOverlay(overlay);
    return (opts.build ?? buildSite)(
      join(dir, "work", name),
      { overlay: buildable, images: await imagesFor(buildable) },
      opts.env,
    );
  }

  /** Swaps this instance to the newest live version, writing its files from the store if this
   * instance did not build it. */
  async function serveLive() {
    const version = await store.live();
    if (!version?.manifest) return;
    if (served?.id === version.id && served.builtAt === version.builtAt) return;
    const folder = join(dir, "builds", String(version.id));
    if (!holdsBuild(folder, version.manifest)) await writeBuild(store, version.manifest, folder);
    live.swap(loadSiteFiles(folder), version.gone);
    live.setVersion(version.id);
    setOverlay(buildableOverlay(version.overlay));
    served = { id: version.id, builtAt: version.builtAt };
    log.info(`site: serving version ${version.id}`);
    pruneBuilds(version.id);
  }

  function pruneBuilds(keep: number) {
    const builds = join(dir, "builds");
    if (!existsSync(builds)) return;
    const ids = readdirSync(builds)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n !== keep)
      .sort((a, b) => b - a);
    for (const id of ids.slice(BUILDS_KEPT - 1))
      rmSync(join(builds, String(id)), { recursive: true, force: true });
  }

  /** Builds a version and makes it live; a failure marks it failed and serves what was served. */
  async function buildVersion(version: VersionRow): Promise<Result<{ version: number }>> {
    const newest = await store.latest();
    if (newest && newest.id > version.id && newest.status === "queued") {
      // A later publish includes these edits: it is built instead (the last one wins).
      await store.setStatus(version.id, "superseded");
      return { ok: true, version: newest.id };
    }
    await store.supersede(version.id);
    // A live version built again for a new release stays live meanwhile.
    if (version.status !== "live") await store.setStatus(version.id, "building");
    try {
      const built = await build(String(version.id), version.overlay);
      const manifest = await saveBuild(store, built);
      const folder = join(dir, "builds", String(version.id));
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(dirname(folder), { recursive: true });
      renameSync(built, folder);
      await store.markBuilt(version.id, code(), manifest, now());
      await serveLive();
      return { ok: true, version: version.id };
    } catch (error) {
      const why = message(error);
      log.warn(`site: version ${version.id} failed: ${why}`);
      if (version.status === "live") await store.setStatus(version.id, "live");
      else await store.setStatus(version.id, "failed", why);
      return fail(why);
    } finally {
      rmSync(join(dir, "work", String(version.id)), { recursive: true, force: true });
    }
  }

  async function publishOverlay(
    author: Author,
    overlay: Overlay,
    restoredFrom: number | null,
    base?: number | null,
  ): Promise<Result<{ version: number }>> {
    // Without a base (the command line, a restore) a publish that lost a race tries again on
    // the version that won; with one, it is refused.
    let id: number | undefined;
    let changes: Change[] = [];
    for (let attempt = 0; id === undefined && attempt < 20; attempt++) {
      const latest = await store.latest();
      if (base !== undefined && (latest?.id ?? null) !== base) return fail(CHANGED_SINCE_OPENED);
      const before = latest?.overlay ?? {};
      changes = changesBetween(before, overlay);
      if (changes.length === 0 && restoredFrom === null && base !== undefined)
        return fail("Nothing to publish: the draft matches the site.");
      id = await store.add({
        base: latest?.id ?? null,
        author: author.email,
        restoredFrom,
        overlay,
        changes,
        gone: gonePaths(before, latest?.gone ?? [], overlay),
        now: now(),
      });
      if (id === undefined && base !== undefined) return fail(CHANGED_SINCE_OPENED);
    }
    if (id === undefined) return fail(CHANGED_SINCE_OPENED);
    await opts.audit(
      restoredFrom === null ? "site-publish" : "site-restore",
      author,
      restoredFrom === null
        ? `version ${id}: ${changes.length} change${changes.length === 1 ? "" : "s"}`
        : `version ${id} restores version ${restoredFrom}`,
    );
    const version = (await store.get(id))!;
    return serialised(() => buildVersion(version));
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
        const files = await serialised(async () => {
          const built = await build(`preview-${token}`, overlay);
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
        return fail(message(error));
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
      const result = await publishOverlay(author, overlay, null, base);
      if (result.ok) await store.dropDraft(author.id);
      return result;
    },
    async restore(author, versionId) {
      const version = await store.get(versionId);
      if (!version || version.status === "failed") return fail("That version cannot be restored.");
      return publishOverlay(author, version.overlay, versionId);
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
      publishOverlay(author, overlay, restoredFrom),
    async sync() {
      const version = await store.live();
      if (version?.manifest && version.code !== code()) {
        // A new release of the code: the published edits are built again on it, while the
        // version built by the last release is served.
        log.info(`site: building version ${version.id} again for this release`);
        await serveLive().catch((e: unknown) => log.warn(`site: ${String(e)}`));
        await serialised(() => buildVersion(version));
        return;
      }
      await serveLive();
    },
    idle: () => queue.then(() => undefined),
  };
}
