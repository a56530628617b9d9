/** The switch of an instance to a version another instance published, when checks overlap: the
 * timer in site-plugin.ts runs one at a time, and the editor's own sync should hold too. */
import { afterEach, describe, expect, it } from "vitest";
import { businessDocument } from "../../content/business-document";
import { setOverlay } from "../../content/site-document";
import { loadSiteFiles } from "../static-files";
import { FIXTURE_SITE } from "../../tests/support/small-site";
import { smallBuild } from "../../tests/support/site/small-build";
import { storeEachTest, storeKinds } from "../../tests/support/stores";
import { tempDir } from "../../tests/support/lead-samples";
import { siteEditor } from "./editor";
import { liveSite } from "./live-site";
import { assetFromStore } from "./site-files";
import { siteStoreOf } from "./site-store";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

afterEach(() => setOverlay({}));

describe.each(storeKinds())("overlapping syncs on $kind", ({ kind, skip }) => {
  const t = storeEachTest(kind, skip);
  const dirs: { remove: () => void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

  function instance() {
    const dir = tempDir("lexcore-sync-");
    dirs.push(dir);
    const live = liveSite(loadSiteFiles(FIXTURE_SITE), assetFromStore(siteStoreOf(t.store)));
    const editor = siteEditor({
      store: siteStoreOf(t.store),
      live,
      dir: dir.path,
      repoBuildDir: FIXTURE_SITE,
      audit: async () => undefined,
      log: quiet,
      build: smallBuild().build,
    });
    return { editor, live };
  }

  // Fails today: two syncs that both write the version from the store share one `.part` folder,
  // and one removes or renames it under the other (editor.ts serveLive, site-files.ts writeBuild).
  it("serves the version when three checks for it run at once", async () => {
    const first = instance();
    const phone = "(304) 555-0199";
    await first.editor.publishOverlay(
      { id: "cli", email: "leads site" },
      { business: { ...structuredClone(businessDocument.defaults), phone } },
      null,
    );
    const second = instance();
    const results = await Promise.allSettled([
      second.editor.sync(),
      second.editor.sync(),
      second.editor.sync(),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(second.live.version).toBe(1);
    expect(second.live.get("/overlay.json")?.body.toString()).toContain(phone);
  });
});
