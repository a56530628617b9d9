/** A built version's files in the store, by content hash, so every instance can write the same
 * folder and serve it, and can answer for an asset another instance's page names. */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { IMMUTABLE, walk, type StaticFile } from "../http/static-files";
import type { Manifest, SiteStore } from "./site-store";

const sha256 = (body: Uint8Array) => createHash("sha256").update(body).digest("hex");

/** Immutable paths: served by any instance from the store when it lacks them. */
export const isImmutable = (urlPath: string) =>
  urlPath.startsWith("/assets/") || urlPath.startsWith("/media/");

/** Saves every file under `dir` the store lacks; resolves to the version's file list. */
export async function saveBuild(store: SiteStore, dir: string): Promise<Manifest> {
  const manifest: Manifest = {};
  const bodies = new Map<string, string>();
  let read = 0;
  for (const full of walk(dir)) {
    const rel = relative(dir, full).split(sep).join("/");
    const hash = sha256(readFileSync(full));
    manifest[rel] = hash;
    bodies.set(hash, full);
    // The server keeps answering while a build's files are hashed.
    if (++read % 8 === 0) await new Promise(setImmediate);
  }
  for (const hash of await store.missing([...bodies.keys()]))
    await store.putBlob(hash, readFileSync(bodies.get(hash)!));
  await store.putAssets(
    Object.entries(manifest)
      .filter(([rel]) => isImmutable(`/${rel}`))
      .map(([rel, hash]) => [`/${rel}`, hash]),
  );
  return manifest;
}

/** Writes a version's files into `dir` from the store (a new folder, renamed into place). */
export async function writeBuild(store: SiteStore, manifest: Manifest, dir: string) {
  const temp = `${dir}.part-${randomBytes(6).toString("hex")}`;
  rmSync(temp, { recursive: true, force: true });
  for (const [rel, hash] of Object.entries(manifest)) {
    const body = await store.blob(hash);
    if (!body) throw new Error(`The store lacks ${rel} of this version`);
    const file = join(temp, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  renameSync(temp, dir);
}

/** Whether `dir` already holds exactly this version's index page. */
export const holdsBuild = (dir: string, manifest: Manifest) =>
  existsSync(join(dir, "index.html")) &&
  sha256(readFileSync(join(dir, "index.html"))) === manifest["index.html"];

/** The code release a published build was made from: a hash of the repository's own build
 * (but its sitemap, which carries the day). A new release rebuilds the published edits on it. */
export function codeRelease(buildDir: string): string {
  const hash = createHash("sha256");
  const files = existsSync(buildDir) ? [...walk(buildDir)] : [];
  for (const full of files.sort()) {
    const rel = relative(buildDir, full).split(sep).join("/");
    if (rel.startsWith("sitemap.xml")) continue;
    hash.update(rel).update(sha256(readFileSync(full)));
  }
  return hash.digest("hex").slice(0, 16);
}

const IMMUTABLE_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  woff2: "font/woff2",
  br: "application/octet-stream",
};

/** An immutable file by path from the store, for an instance that lacks it. */
export const assetFromStore =
  (store: SiteStore) =>
  async (path: string): Promise<StaticFile | undefined> => {
    const hash = await store.assetHash(path).catch(() => undefined);
    const body = hash ? await store.blob(hash) : undefined;
    if (!body) return undefined;
    return {
      body,
      type: IMMUTABLE_TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: IMMUTABLE,
    };
  };
