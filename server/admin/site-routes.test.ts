/**
 * The site editor's two routes the server answers itself: a preview build's pages, and the photo
 * upload's way through to the inbox. Owners only (no session 401, staff 403, before any body is
 * read), never indexed or cached, with the preview page's own CSP.
 */
import { afterEach, expect, it } from "vitest";
import { setOverlay } from "../../content/site-document";
import { inboxEachTest, startInbox, type Inbox } from "../../tests/support/servers/inbox-http";
import { tempDir } from "../../tests/support/data/lead-samples";
import { smallBuild } from "../../tests/support/site/small-build";
import { FIXTURE_SITE } from "../../tests/support/servers/small-site";
import { describeEachStore } from "../../tests/support/data/stores";
import { siteEditor } from "../site/editor";
import { liveSite } from "../site/live-site";
import { siteStoreOf } from "../site/site-store";
import { loadSiteFiles } from "../http/static-files";
import { PHOTO_UPLOAD_PATH } from "./admin-plugin";

afterEach(() => setOverlay({}));

describeEachStore("the site editor's routes over HTTP ($kind)", (t) => {
  let inbox: Inbox;
  const dir = tempDir("lexcore-site-routes-");
  const editor = () =>
    siteEditor({
      store: siteStoreOf(t.store),
      live: liveSite(loadSiteFiles(FIXTURE_SITE)),
      dir: dir.path,
      repoBuildDir: FIXTURE_SITE,
      audit: async () => undefined,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      build: smallBuild().build,
    });
  let site: ReturnType<typeof editor>;
  inboxEachTest(
    t,
    (started) => (inbox = started),
    () => inbox,
  );
  const restart = async () => {
    await inbox.close();
    site = editor();
    inbox = await startInbox(t.store, {}, undefined, undefined, [], site);
  };

  it("serves a preview to owners only, not indexed, not cached, with its page's CSP", async () => {
    await restart();
    const owner = await inbox.person("owner@example.com", "owner");
    const staff = await inbox.person("staff@example.com", "staff");
    const preview = await site.preview(owner.id);
    if (!preview.ok) throw new Error(preview.error);
    const url = `/admin/site/preview/${preview.token}/`;
    expect((await inbox.get(url)).statusCode).toBe(401);
    expect((await inbox.get(url, staff.cookie)).statusCode).toBe(403);
    const page = await inbox.get(url, owner.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("sha256-");
    expect(page.body).toContain("<html");
    const about = await inbox.get(`/admin/site/preview/${preview.token}/about`, owner.cookie);
    expect(about.statusCode).toBe(200);
    const tampered = await inbox.get(`/admin/site/preview/${preview.token}x/`, owner.cookie);
    expect(tampered.statusCode).toBe(404);
    expect(
      (await inbox.get(`/admin/site/preview/${preview.token}/nope`, owner.cookie)).statusCode,
    ).toBe(404);
  });

  it("lets only an owner's photo upload through, and refuses a cross-site one", async () => {
    await restart();
    const staff = await inbox.person("staff@example.com", "staff");
    const owner = await inbox.person("owner@example.com", "owner");
    const multipart = { type: "multipart/form-data; boundary=x" };
    const body =
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.txt"\r\n\r\nhello\r\n--x--\r\n';
    expect((await inbox.post(PHOTO_UPLOAD_PATH, body, undefined, multipart)).statusCode).toBe(401);
    expect((await inbox.post(PHOTO_UPLOAD_PATH, body, staff.cookie, multipart)).statusCode).toBe(
      403,
    );
    const crossSite = await inbox.post(PHOTO_UPLOAD_PATH, body, owner.cookie, {
      ...multipart,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    // Multipart anywhere else in the inbox is refused.
    expect((await inbox.post("/admin/account", body, owner.cookie, multipart)).statusCode).toBe(
      415,
    );
    const big = await inbox.post(
      PHOTO_UPLOAD_PATH,
      "x".repeat(10 * 1024 * 1024 + 70 * 1024),
      owner.cookie,
      multipart,
    );
    expect(big.statusCode).toBe(413);
  });
});
