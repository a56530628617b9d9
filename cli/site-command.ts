/** `leads site history | publish [FILE] | restore VERSION | export DIR`: the site editor's
 * versions from scripts and for git. A publish builds here; running servers switch to it within
 * SITE_POLL_MS. */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { authStore } from "../server/auth/auth-store";
import { dbOf } from "../server/database/db";
import type { Env } from "../server/runtime/env";
import type { LeadStore } from "../server/leads/store/store-contract";
import { changeLine } from "../server/site/change-words";
import { siteEditor, type SiteEditorOptions } from "../server/site/editor";
import { liveSite } from "../server/site/live-site";
import { buildableOverlay } from "../server/site/overlay";
import { photoFiles } from "../server/site/photos";
import { writeOverlayFiles } from "../server/site/site-build";
import { siteStoreOf } from "../server/site/site-store";
import type { Author } from "../server/site/site-types";
import { loadSiteFiles } from "../server/http/static-files";
import { UsageError } from "./leads-args";

export const SITE_USAGE = `
  site history                 the published versions, newest first, with their changes
  site publish [FILE]          build and publish FILE (an overlay, as site export writes it),
                               or the live version again (after a release)
  site restore VERSION         publish an earlier version again, as a new version
  site export DIR              write the live version as DIR/content/ (and DIR/public/media/)
`;

const CLI: Author = { id: "cli", email: "leads site" };
const when = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 16);

/** `build` stands in for the real build in tests. */
export async function runSiteCommand(
  args: string[],
  env: Env,
  store: LeadStore,
  build?: SiteEditorOptions["build"],
): Promise<number> {
  const [action, arg] = args;
  const sites = siteStoreOf(store);
  const out = (s: string) => process.stdout.write(s);
  switch (action) {
    case "history": {
      const versions = await sites.history(50);
      if (versions.length === 0) out("No version published yet: the site is the repository's.\n");
      for (const v of versions) {
        const restored = v.restoredFrom ? `, restores ${v.restoredFrom}` : "";
        out(`${v.id}  ${when(v.createdAt)} UTC  ${v.status}  ${v.author}${restored}\n`);
        for (const c of v.changes) out(`    ${changeLine(c)}\n`);
        if (v.error) out(`    failed: ${v.error}\n`);
      }
      return 0;
    }
    case "publish":
    case "restore": {
      const audits = authStore(dbOf(store));
      const editor = siteEditor({
        store: sites,
        live: liveSite(loadSiteFiles(env.BUILD_DIR)),
        dir: resolve(join(env.DATA_DIR, "site-cli")),
        repoBuildDir: resolve(env.BUILD_DIR),
        build,
        audit: (action, who, detail) =>
          audits.audit({
            at: Date.now(),
            personId: null,
            personEmail: who.email,
            action,
            leadId: null,
            detail,
          }),
        log: {
          info: () => undefined,
          warn: (m) => process.stderr.write(`${m}\n`),
          error: (m) => process.stderr.write(`${m}\n`),
        },
      });
      let result;
      if (action === "restore") {
        const version = Number(arg);
        if (!Number.isInteger(version) || version < 1)
          throw new UsageError("site restore needs a version number");
        result = await editor.restore(CLI, version);
      } else {
        const overlay = arg
          ? (JSON.parse(readFileSync(arg, "utf8")) as Record<string, unknown>)
          : ((await sites.live())?.overlay ?? {});
        result = await editor.publishOverlay(CLI, overlay, null);
      }
      if (!result.ok) {
        process.stderr.write(`${result.error}\n`);
        return 1;
      }
      out(
        `Version ${result.version} is live. Running servers switch to it within ${env.SITE_POLL_MS / 1000} s.\n`,
      );
      return 0;
    }
    case "export": {
      if (!arg) throw new UsageError("site export needs a folder");
      const live = await sites.live();
      const overlay = buildableOverlay(live?.overlay ?? {});
      writeOverlayFiles(arg, { overlay, images: await photoFiles(sites, overlay) });
      out(
        live
          ? `Version ${live.id} written to ${arg}/content/: copy it over the repository's content/ and public/ and commit.\n`
          : `No version published yet; ${arg}/content/overlay.json is empty.\n`,
      );
      return 0;
    }
    default:
      throw new UsageError("site takes history, publish, restore or export");
  }
}
