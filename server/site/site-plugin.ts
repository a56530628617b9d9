/** The site editor in the server: the live site the static routes answer with, the editor the
 * inbox uses, and the check every few seconds that switches this instance to a version another
 * instance (or `leads site`) published. */
import type { FastifyInstance } from "fastify";
import { join, resolve } from "node:path";
import type { Env } from "../env";
import type { LeadStore } from "../leads/types";
import type { SiteFiles } from "../static-files";
import { siteEditor, type SiteRuntime } from "./editor";
import { liveSite, type LiveSite } from "./live-site";
import { assetFromStore } from "./site-files";
import { siteStoreOf } from "./site-store";
import type { Author } from "./site-types";

export interface SiteCapture {
  live: LiveSite;
  editor: SiteRuntime;
  register(app: FastifyInstance): void;
}

export function siteCapture(
  env: Env,
  store: LeadStore,
  repoSite: SiteFiles,
  audit: (action: "site-publish" | "site-restore", who: Author, detail: string) => Promise<void>,
): SiteCapture {
  const sites = siteStoreOf(store);
  const live = liveSite(repoSite, assetFromStore(sites));
  let log: FastifyInstance["log"] | undefined;
  const editor = siteEditor({
    store: sites,
    live,
    dir: resolve(join(env.DATA_DIR, "site")),
    repoBuildDir: resolve(env.BUILD_DIR),
    audit,
    log: {
      info: (m) => log?.info(m),
      warn: (m) => log?.warn(m),
      error: (m) => log?.error(m),
    },
  });
  return {
    live,
    editor,
    register(app) {
      log = app.log;
      // One check at a time: writing a version from the store can outlast SITE_POLL_MS, and two
      // writers of one folder would undo each other's work.
      let checking: Promise<void> | undefined;
      const sync = () =>
        (checking ??= editor
          .sync()
          .catch((err: unknown) => app.log.warn({ err }, "site: could not check for a new version"))
          .finally(() => (checking = undefined)));
      void sync();
      const timer = setInterval(sync, env.SITE_POLL_MS).unref();
      app.addHook("onClose", async () => {
        clearInterval(timer);
        await checking;
        await editor.idle();
      });
    },
  };
}
