/** A publish without a bundle: when an edit reaches no script, the pages are rendered again
 * through a build whose scripts already fit it, then the postbuild runs (docs/decisions/0049).
 * Scripts follow only the code, the business facts and the set of pages: together, the key. */
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { committedOverlay, type Overlay } from "../../content/site-document";
import { walk } from "../http/static-files";
import { LANDING, buildableOverlay, documentsOf } from "./overlay";
import { BuildError, REPO_ROOT, buildEnv, run, writePhotos, type BuildRequest } from "./site-build";

const PAGE_FILE = /\.(html|data)(\.br|\.gz)?$/;

/** Builds kept to render from, besides the repository's own. */
const RENDERERS_KEPT = 2;

/** A build to render from: its server bundle and its client folder. */
export interface Renderer {
  server: string;
  client: string;
}

/** What a build's scripts depend on, hashed: the code release, the business facts (the one
 * document the browser's scripts import) and the paths of the pages. */
export function renderKey(code: string, overlay: Overlay): string {
  const pages = documentsOf(overlay)
    .filter((d) => d.document.id.startsWith(LANDING))
    .map((d) => d.path)
    .sort();
  const business = overlay.business ?? null;
  return createHash("sha256")
    .update(JSON.stringify({ code, business, pages }))
    .digest("hex")
    .slice(0, 16);
}

/** The repository's own build, as a renderer for the edits committed with it. */
export function repoRenderer(code: string, repoBuildDir: string) {
  return {
    key: renderKey(code, buildableOverlay(committedOverlay)),
    renderer: { server: join(dirname(repoBuildDir), "server"), client: repoBuildDir },
  };
}

const usable = (r: Renderer) => existsSync(join(r.server, "index.js")) && existsSync(r.client);

/** The renderer for `key`: one kept under `dir`, or the repository's build; null when a publish
 * must build. */
export function findRenderer(
  dir: string,
  key: string,
  repo: { key: string; renderer: Renderer },
): Renderer | null {
  const kept = { server: join(dir, key, "server"), client: join(dir, key, "client") };
  if (usable(kept)) return kept;
  return key === repo.key && usable(repo.renderer) ? repo.renderer : null;
}

/** A copy under way: renamed to its key once whole. */
const PART = ".part-";
/** A copy this old is one a crash cut short: a copy takes seconds. */
export const STALE_PART_MS = 10 * 60_000;

/** Keeps a full build (`buildDir` holds server/ and client/) to render later edits from; the
 * newest few are kept. A copy is renamed into place, so a half-written one is never used. */
export function keepRenderer(dir: string, key: string, buildDir: string, now = Date.now()) {
  // A crash's copy is never renamed: removed first, it frees its room for this one. A recent one
  // may be another process's under way (a `leads site publish` on the server's DATA_DIR).
  if (existsSync(dir))
    for (const name of readdirSync(dir).filter((n) => n.includes(PART))) {
      const path = join(dir, name);
      // Gone meanwhile: that process renamed it into place.
      const at = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now;
      if (now - at > STALE_PART_MS) rmSync(path, { recursive: true, force: true });
    }
  const part = join(dir, `${key}${PART}${randomBytes(6).toString("hex")}`);
  try {
    mkdirSync(part, { recursive: true });
    cpSync(join(buildDir, "server"), join(part, "server"), { recursive: true });
    cpSync(join(buildDir, "client"), join(part, "client"), { recursive: true });
    // The bundle imports its packages by name: they resolve from the repository's.
    symlinkSync(join(REPO_ROOT, "node_modules"), join(part, "node_modules"), "dir");
    rmSync(join(dir, key), { recursive: true, force: true });
    renameSync(part, join(dir, key));
  } catch {
    // A kept build saves later publishes time; failing to keep one (a full disk) fails nothing.
    rmSync(part, { recursive: true, force: true });
    return;
  }
  const others = readdirSync(dir)
    .filter((name) => name !== key && !name.includes(PART))
    .map((name) => ({
      name,
      at: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.at - a.at);
  for (const old of others.slice(RENDERERS_KEPT - 1))
    rmSync(join(dir, old.name), { recursive: true, force: true });
}

/** Renders `request` through `renderer` in `workDir`; resolves to the built client folder, the
 * same files a full build of `request` writes. */
export async function renderSite(
  workDir: string,
  renderer: Renderer,
  request: BuildRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const client = join(workDir, "build", "client");
  rmSync(workDir, { recursive: true, force: true });
  try {
    cpSync(renderer.client, client, { recursive: true });
    // Every page is rendered again and the photos are this edit's: none of the renderer's pages,
    // their copies or its uploads remain (public/'s own files stay, as a build copies them).
    for (const file of walk(client)) {
      const rel = relative(client, file);
      const replaced = PAGE_FILE.test(rel) || rel.startsWith(`media${sep}`);
      if (replaced && !existsSync(join(REPO_ROOT, "public", rel))) rmSync(file);
    }
    writePhotos(client, request.images);
    writeFileSync(join(workDir, "overlay.json"), JSON.stringify(request.overlay));
  } catch (error) {
    throw new BuildError(`The build's copy of the site could not be written: ${String(error)}`);
  }
  await run(
    REPO_ROOT,
    "tsx",
    ["scripts/build/render-pages.ts", renderer.server, client, join(workDir, "overlay.json")],
    buildEnv(workDir, env),
  );
  return client;
}

interface Makers {
  build: (workDir: string, request: BuildRequest, env?: NodeJS.ProcessEnv) => Promise<string>;
  render: typeof renderSite;
}

/** Makes `request`'s files in `workDir`: rendered through a build that fits it when one is at
 * hand (`dir` keeps them), else built in full and kept; resolves to the client folder. */
export async function buildOrRender(
  dir: string,
  code: string,
  repo: { key: string; renderer: Renderer },
  workDir: string,
  request: BuildRequest,
  env: NodeJS.ProcessEnv | undefined,
  makers: Makers,
): Promise<string> {
  const key = renderKey(code, request.overlay);
  const renderer = findRenderer(dir, key, repo);
  if (renderer) return makers.render(workDir, renderer, request, env);
  const built = await makers.build(workDir, request, env);
  keepRenderer(dir, key, dirname(built));
  return built;
}
