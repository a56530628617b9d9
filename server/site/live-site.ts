/** The site the server answers with, switched to a new version while it runs. The assets of the
 * versions before stay served, so a page loaded before a switch still hydrates and navigates;
 * older ones, and another instance's newer ones, come from the store. */
import type { SiteFiles, StaticFile } from "../http/static-files";
import { isImmutable } from "./site-files";

/** Versions whose immutable files stay in memory after a switch. */
const KEPT_VERSIONS = 4;

export interface LiveSite extends SiteFiles {
  /** Serves `next` from now on; `gone` paths answer 410. */
  swap(next: SiteFiles, gone?: readonly string[]): void;
  /** Serves a preview build's immutable files too (its pages are the editor's). */
  keepAssets(files: SiteFiles, paths: Iterable<string>): void;
  isGone(path: string): boolean;
  /** An immutable file this instance lacks, from the store; undefined when none has it. */
  fallback(path: string): Promise<StaticFile | undefined>;
  /** The folder of the version served, e.g. for the health check's log line. */
  readonly version: number | null;
  setVersion(version: number | null): void;
}

export function liveSite(
  initial: SiteFiles,
  fromStore: (path: string) => Promise<StaticFile | undefined> = async () => undefined,
): LiveSite {
  let current = initial;
  let gone = new Set<string>();
  let version: number | null = null;
  // Immutable files of earlier versions and previews, newest last.
  const kept: Map<string, StaticFile>[] = [];
  const keptGet = (path: string) => {
    for (let i = kept.length - 1; i >= 0; i--) {
      const file = kept[i]!.get(path);
      if (file) return file;
    }
    return undefined;
  };
  const immutableOf = (files: SiteFiles, paths: Iterable<string>) => {
    const table = new Map<string, StaticFile>();
    for (const path of paths) {
      const file = files.get(path);
      if (file && isImmutable(path)) table.set(path, file);
    }
    return table;
  };
  const keep = (table: Map<string, StaticFile>) => {
    kept.push(table);
    while (kept.length > KEPT_VERSIONS) kept.shift();
  };

  return {
    get: (path) => current.get(path) ?? (isImmutable(path) ? keptGet(path) : undefined),
    get notFound() {
      return current.notFound;
    },
    get pages() {
      return current.pages;
    },
    get size() {
      return current.size;
    },
    get root() {
      return current.root;
    },
    paths: () => current.paths?.() ?? [],
    get version() {
      return version;
    },
    setVersion(v) {
      version = v;
    },
    swap(next, nextGone = []) {
      if (current.paths) keep(immutableOf(current, current.paths()));
      current = next;
      gone = new Set(nextGone);
    },
    keepAssets(files, paths) {
      keep(immutableOf(files, paths));
    },
    isGone: (path) => gone.has(path),
    fallback: (path) => (isImmutable(path) ? fromStore(path) : Promise.resolve(undefined)),
  };
}
