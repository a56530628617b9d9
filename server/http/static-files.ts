/** The built site in memory, each file with its ETag and build-time brotli and gzip; only paths
 * in this table are served, so no path traversal or directory listing can happen. */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Hashes of the page's inline scripts (HTML only), for its CSP. */
  scriptHashes?: string[];
  /** Hashes of the page's inline stylesheet (HTML only), for its CSP. */
  styleHashes?: string[];
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
/** A page's `.data` for client navigation: revalidated like pages, but usable at once for five
 * minutes while revalidated in the background, so Back and prefetched taps wait for no round
 * trip (docs/navigation.md). */
export const DATA_CACHE = "max-age=0, stale-while-revalidate=300";

/** Files the build leaves for other hosts; never served by us. */
const PRIVATE = new Set(["__spa-fallback.html", "_headers", "csp.json"]);

const NOT_FOUND_PATH = "/404";

/** Every file below `dir`, depth first. */
export function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (ext === ".html") return NO_CACHE;
  if (ext === ".data") return DATA_CACHE;
  return "public, max-age=86400";
}

export interface SiteFiles {
  get(urlPath: string): StaticFile | undefined;
  notFound: StaticFile;
  /** The URL paths of the site's pages (its built HTML pages but the not-found page, whose
   * address is whatever unknown URL was asked for). */
  pages: ReadonlySet<string>;
  size: number;
  /** The folder the files were read from. */
  root: string;
  /** Every URL path served. */
  paths?(): Iterable<string>;
  /** Paths that answer 410 Gone (landing pages the owner removed, server/site/). */
  isGone?(path: string): boolean;
  /** A file this server lacks but the store holds (another version's asset, server/site/). */
  fallback?(path: string): Promise<StaticFile | undefined>;
}

/** A build's files read one at a time (each step reads one), then the table they make. */
function siteReader(root: string) {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No build found in ${root}: run "npm run build" first`);
  }
  const cspFile = join(root, "csp.json");
  const csp = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, "utf8")) as {
        pages: Record<string, string[]>;
        styles?: Record<string, string[]>;
      })
    : { pages: {}, styles: {} };
  const hashes = csp.pages;
  const styles = csp.styles ?? {};
  const table = new Map<string, StaticFile>();
  const pages = new Set<string>();
  function* steps() {
    for (const full of walk(root)) {
      const rel = relative(root, full).split(sep).join("/");
      if (PRIVATE.has(rel) || rel.endsWith(".br") || rel.endsWith(".gz")) continue;
      const ext = extname(rel);
      const body = readFileSync(full);
      let urlPath = `/${rel}`;
      if (rel === "index.html") urlPath = "/";
      else if (rel.endsWith("/index.html")) urlPath = `/${rel.slice(0, -"/index.html".length)}`;
      const file: StaticFile = {
        body,
        type: TYPES[ext] ?? "application/octet-stream",
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        cacheControl: cacheControlFor(urlPath, ext),
        scriptHashes: ext === ".html" ? (hashes[rel] ?? []) : undefined,
        styleHashes: ext === ".html" ? (styles[rel] ?? []) : undefined,
      };
      if (existsSync(`${full}.br`)) file.br = readFileSync(`${full}.br`);
      if (existsSync(`${full}.gz`)) file.gzip = readFileSync(`${full}.gz`);
      table.set(urlPath, file);
      if (rel === "index.html" || rel.endsWith("/index.html")) pages.add(urlPath);
      yield;
    }
  }
  const done = (): SiteFiles => {
    const notFound = table.get(NOT_FOUND_PATH);
    if (!notFound) throw new Error(`The build in ${root} has no 404 page (404/index.html)`);
    pages.delete(NOT_FOUND_PATH);
    return {
      get: (p) => table.get(p),
      notFound,
      pages,
      size: table.size,
      root,
      paths: () => table.keys(),
    };
  };
  return { steps, done };
}

/** Reads a build's files at once (at start, before the server listens). */
export function loadSiteFiles(root: string): SiteFiles {
  const reader = siteReader(root);
  for (const _ of reader.steps());
  return reader.done();
}

/** Reads a build's files while the server runs, letting it answer requests every few files so a
 * switch to a new version adds no long pause to a page being served. */
export async function loadSiteFilesGently(root: string, every = 8): Promise<SiteFiles> {
  const reader = siteReader(root);
  let read = 0;
  for (const _ of reader.steps()) if (++read % every === 0) await new Promise(setImmediate);
  return reader.done();
}
