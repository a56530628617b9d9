/** Builds and switches: builds run one at a time, the newest queued publish wins, a failure
 * changes nothing served, and this instance serves the newest live version. */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Overlay } from "../../content/site-document";
import { setOverlay } from "../../content/site-document";
import { loadSiteFilesGently } from "../http/static-files";
import { changesBetween } from "./change-words";
import type { SiteEditorOptions } from "./editor";
import { buildableOverlay, gonePaths } from "./overlay";
import { photoFiles } from "./photos";
import { buildOrRender, renderSite, repoRenderer } from "./render-only";
import { BuildError, buildSite } from "./site-build";
import { codeRelease, holdsBuild, saveBuild, writeBuild } from "./site-files";
import type { VersionRow } from "./site-store";
import type { Author, Change, Result } from "./site-types";

export const CHANGED_SINCE_OPENED =
  "The site changed since you opened it: someone else published first. Your draft is kept; review it and publish again.";

/** Built versions kept on this instance's disk. */
const BUILDS_KEPT = 3;

const fail = (error: string) => ({ ok: false as const, error });
export const buildFailure = (error: unknown) =>
  error instanceof BuildError
    ? error.message
    : /ENOSPC/.test(String(error))
      ? "The server's disk is full; nothing was changed."
      : `The publish failed: ${error instanceof Error ? error.message : String(error)}`;

export function sitePublisher(opts: SiteEditorOptions) {
  const { store, live, dir, log } = opts;
  const now = opts.now ?? Date.now;
  // The repository's build does not change while the process runs: hashed once.
  let release: string | undefined;
  const code = () => (release ??= codeRelease(opts.repoBuildDir));
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };
  let served: { id: number; builtAt: number | null } | null = null;
  let repo: ReturnType<typeof repoRenderer> | undefined;
  /** Builds an overlay in a work folder of its own; resolves to the built client folder. An edit
   * that reaches no script is rendered through a build that fits it, if one is at hand. */
  async function build(name: string, overlay: Overlay) {
    const buildable = buildableOverlay(overlay);
    const workDir = join(dir, "work", name);
    const request = { overlay: buildable, images: await photoFiles(store, buildable) };
    if (opts.build) return opts.build(workDir, request, opts.env);
    repo ??= repoRenderer(code(), opts.repoBuildDir);
    return buildOrRender(join(dir, "renderers"), code(), repo, workDir, request, opts.env, {
      build: buildSite,
      render: renderSite,
    });
  }

  /** Swaps this instance to the newest live version, writing its files from the store if this
   * instance did not build it. */
  // One switch at a time: a second check waits for the first, then finds nothing to do.
  let switching: Promise<void> | undefined;
  const serveLive = (): Promise<void> =>
    (switching ??= switchToLive().finally(() => (switching = undefined)));

  async function switchToLive() {
    const version = await store.live();
    if (!version?.manifest) return;
    if (served?.id === version.id && served.builtAt === version.builtAt) return;
    const folder = join(dir, "builds", String(version.id));
    if (!holdsBuild(folder, version.manifest)) await writeBuild(store, version.manifest, folder);
    live.swap(await loadSiteFilesGently(folder), version.gone);
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
      const why = buildFailure(error);
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
    build,
    serialised,
    publishOverlay,
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
