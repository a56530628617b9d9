import { afterEach, describe, expect, it } from "vitest";
import { business } from "../../content/business";
import { businessDocument } from "../../content/business-document";
import { setOverlay } from "../../content/site-document";
import { loadSiteFiles } from "../http/static-files";
import { FIXTURE_SITE } from "../../tests/support/servers/small-site";
import { smallBuild } from "../../tests/support/site/small-build";
import { storeEachTest, storeKinds } from "../../tests/support/data/stores";
import { tempDir } from "../../tests/support/data/lead-samples";
import { changeLine } from "./change-words";
import { CHANGED_SINCE_OPENED, siteEditor } from "./editor";
import { liveSite } from "./live-site";
import { assetFromStore } from "./site-files";
import { siteStoreOf } from "./site-store";
import type { Author } from "./site-types";

const OWNER: Author = { id: "p1", email: "owner@example.org" };
const OTHER: Author = { id: "p2", email: "partner@example.org" };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const facts = (change: (b: Record<string, unknown>) => void) => {
  const b = structuredClone(businessDocument.defaults) as unknown as Record<string, unknown>;
  change(b);
  return b;
};

/** The owner saves `phone` as the business's phone in their draft. */
const savePhone = (editor: ReturnType<typeof siteEditor>, phone: string) =>
  editor.save(
    OWNER.id,
    "business",
    facts((b) => (b.phone = phone)),
  );

afterEach(() => setOverlay({}));

describe.each(storeKinds())("the site editor on $kind", ({ kind, skip }) => {
  const t = storeEachTest(kind, skip);
  const dirs: { remove: () => void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

  function instance(build = smallBuild(), repoBuildDir = FIXTURE_SITE) {
    const dir = tempDir("lexcore-site-");
    dirs.push(dir);
    const live = liveSite(loadSiteFiles(FIXTURE_SITE), assetFromStore(siteStoreOf(t.store)));
    const audits: string[] = [];
    const editor = siteEditor({
      store: siteStoreOf(t.store),
      live,
      dir: dir.path,
      repoBuildDir,
      audit: async (action, who, detail) => void audits.push(`${action} ${who.email} ${detail}`),
      log: quiet,
      build: build.build,
    });
    return { editor, live, audits, build };
  }
  const builtOverlay = (live: { get(p: string): { body: Buffer } | undefined }) =>
    JSON.parse(live.get("/overlay.json")!.body.toString()) as Record<string, unknown>;

  it("keeps a draft, refuses a bad field by its path, and lists the change in words", async () => {
    const { editor } = instance();
    const bad = await savePhone(editor, "304 555");
    expect(bad).toMatchObject({ ok: false, fields: { phone: "Write it as (540) 555-0123" } });
    const ok = await savePhone(editor, "(304) 555-0199");
    expect(ok).toEqual({ ok: true });
    const draft = await editor.draft(OWNER.id);
    expect(draft.edited).toEqual(["business"]);
    expect((draft.values.business as { phone: string }).phone).toBe("(304) 555-0199");
    expect((await editor.changes(OWNER.id)).map(changeLine)).toEqual([
      "Business facts › Phone: (304) 555-0147 → (304) 555-0199",
    ]);
    // Another person's draft is their own.
    expect((await editor.draft(OTHER.id)).edited).toEqual([]);
  });

  it("publishes a draft as a live version: served, laid over content/, audited", async () => {
    const { editor, live, audits } = instance();
    await savePhone(editor, "(304) 555-0199");
    const result = await editor.publish(OWNER, null);
    expect(result).toEqual({ ok: true, version: 1 });
    expect(live.version).toBe(1);
    expect((builtOverlay(live).business as { phone: string }).phone).toBe("(304) 555-0199");
    // The server's own pages, mail and due times read the published facts.
    expect(business.phone.e164).toBe("+13045550199");
    expect((await editor.draft(OWNER.id)).edited).toEqual([]);
    expect(audits).toEqual(["site-publish owner@example.org version 1: 1 change"]);
    const [v] = await editor.history();
    expect(v).toMatchObject({ id: 1, author: OWNER.email, status: "live", restoredFrom: null });
  });

  it("refuses the second of two owners' publishes, and keeps their draft", async () => {
    const { editor } = instance();
    const base = (await editor.draft(OTHER.id)).base;
    await editor.save(
      OWNER.id,
      "business",
      facts((b) => (b.brand = "Lexcore Law IT")),
    );
    await editor.save(
      OTHER.id,
      "business",
      facts((b) => (b.tagline = "Technology for law firms")),
    );
    expect(await editor.publish(OWNER, base)).toMatchObject({ ok: true });
    expect(await editor.publish(OTHER, base)).toEqual({ ok: false, error: CHANGED_SINCE_OPENED });
    expect((await editor.draft(OTHER.id)).edited).toEqual(["business"]);
  });

  it("changes nothing served when a build fails, says why, and keeps the draft", async () => {
    const { editor, live, build } = instance();
    build.failNext("react-router build failed (exit 1): out of memory");
    await savePhone(editor, "(304) 555-0199");
    const result = await editor.publish(OWNER, null);
    expect(result).toEqual({
      ok: false,
      error: "react-router build failed (exit 1): out of memory",
    });
    expect(live.version).toBeNull();
    expect(live.get("/overlay.json")).toBeUndefined();
    expect(business.phone.e164).toBe("+13045550147");
    expect((await editor.draft(OWNER.id)).edited).toEqual(["business"]);
    expect((await editor.history())[0]).toMatchObject({
      status: "failed",
      error: expect.stringContaining("out of memory"),
    });
    // The next try builds on the same base: a failed version is no one's base.
    expect(await editor.publish(OWNER, null)).toMatchObject({ ok: true, version: 2 });
  });

  it("restores an earlier version as a new one", async () => {
    const { editor, live, audits } = instance();
    await savePhone(editor, "(304) 555-0199");
    await editor.publish(OWNER, null);
    await savePhone(editor, "(304) 555-0111");
    await editor.publish(OWNER, 1);
    expect(await editor.restore(OWNER, 1)).toEqual({ ok: true, version: 3 });
    expect((builtOverlay(live).business as { phone: string }).phone).toBe("(304) 555-0199");
    const [v3, v2, v1] = await editor.history();
    expect(v3).toMatchObject({ id: 3, restoredFrom: 1, status: "live" });
    // One version is live; the ones it replaced are offered for restore.
    expect([v2!.status, v1!.status]).toEqual(["superseded", "superseded"]);
    expect(v3!.changes.map(changeLine)).toEqual([
      "Business facts › Phone: (304) 555-0111 → (304) 555-0199",
    ]);
    expect(audits.at(-1)).toBe("site-restore owner@example.org version 3 restores version 1");
  });

  it("builds one publish at a time, and the last one wins", async () => {
    const { editor, live, build } = instance(smallBuild(30));
    const phones = Array.from({ length: 10 }, (_, i) => `(304) 555-01${String(10 + i)}`);
    const results = await Promise.all(
      phones.map(async (phone, i) => {
        // Each publish builds on the one before, as an owner publishing ten times would.
        await new Promise((r) => setTimeout(r, i * 3));
        return editor.publishOverlay(OWNER, { business: facts((b) => (b.phone = phone)) }, null);
      }),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(build.mostAtOnce).toBe(1);
    expect(build.calls).toBeLessThan(10);
    // The newest version is live (on PostgreSQL, racing publishes take numbers in any order).
    const history = await editor.history();
    expect(live.version).toBe(history[0]!.id);
    const newest = await siteStoreOf(t.store).get(history[0]!.id);
    expect(builtOverlay(live)).toEqual(newest!.overlay);
    const statuses = history.map((v) => v.status);
    expect(statuses[0]).toBe("live");
    expect(statuses.filter((s) => s !== "superseded")).toEqual(["live"]);
  });

  it("adds and removes landing pages: a taken address is refused, a removed page is gone", async () => {
    const { editor, live } = instance();
    const roanoke = (await editor.draft(OWNER.id)).values[
      "landing/web-design-roanoke-va"
    ] as Record<string, unknown>;
    const taken = await editor.save(OWNER.id, "landing/about", { ...roanoke, slug: "about" });
    expect(taken).toMatchObject({ ok: false, fields: { slug: expect.stringMatching(/taken/) } });
    const moved = await editor.save(OWNER.id, "landing/web-design-roanoke-va", {
      ...roanoke,
      slug: "web-design-salem-va",
    });
    expect(moved).toMatchObject({ ok: false, fields: { slug: expect.any(String) } });
    const salem = { ...roanoke, slug: "web-design-salem-va", city: "Salem" };
    const twin = await editor.save(OWNER.id, "landing/web-design-salem-va", salem);
    expect(twin).toMatchObject({
      ok: false,
      fields: { "meta.title": expect.stringMatching(/^\/web-design-roanoke-va has this title/) },
    });
    const meta = { ...(roanoke.meta as object), title: "Web Design in Salem, VA for Local Firms" };
    const added = await editor.save(OWNER.id, "landing/web-design-salem-va", { ...salem, meta });
    expect(added).toEqual({ ok: true });
    await editor.save(OWNER.id, "landing/web-design-roanoke-va", null);
    const docs = await editor.documents(OWNER.id);
    expect(docs.find((d) => d.id === "landing/web-design-salem-va")).toMatchObject({
      label: "Salem, VA",
      path: "/web-design-salem-va",
    });
    expect(docs.find((d) => d.id === "landing/web-design-roanoke-va")).toBeUndefined();
    expect((await editor.changes(OWNER.id)).map(changeLine)).toEqual([
      "Landing pages › Roanoke, VA: /web-design-roanoke-va → removed (answers 410 Gone)",
      "Landing pages › Salem, VA: (none) → added at /web-design-salem-va",
    ]);
    await editor.publish(OWNER, null);
    expect(live.isGone("/web-design-roanoke-va")).toBe(true);
    expect(live.isGone("/web-design-salem-va")).toBe(false);
  });

  it("serves on a second instance what the first published, from the store", async () => {
    const first = instance();
    const second = instance();
    await savePhone(first.editor, "(304) 555-0199");
    await first.editor.publish(OWNER, null);
    expect(second.live.version).toBeNull();
    await second.editor.sync();
    expect(second.live.version).toBe(1);
    expect(
      second.live.get("/overlay.json")!.body.equals(first.live.get("/overlay.json")!.body),
    ).toBe(true);
    expect(second.build.calls).toBe(0);
    // An asset only the first has is answered from the store.
    const asset = [...first.live.paths!()].find((p) => p.startsWith("/assets/version-"))!;
    expect((await instance().live.fallback(asset))?.body.toString()).toMatch(/^\/\* /);
  });

  it("keeps the assets of the version before a switch", async () => {
    const { editor, live } = instance();
    await editor.publishOverlay(
      OWNER,
      { business: facts((b) => (b.phone = "(304) 555-0199")) },
      null,
    );
    const before = [...live.paths!()].find((p) => p.startsWith("/assets/version-"))!;
    await editor.publishOverlay(
      OWNER,
      { business: facts((b) => (b.phone = "(304) 555-0111")) },
      null,
    );
    const after = [...live.paths!()].find((p) => p.startsWith("/assets/version-"))!;
    expect(after).not.toBe(before);
    expect(live.get(before)).toBeDefined();
  });

  it("builds the live version again for a new release of the code, and keeps it live", async () => {
    const first = instance();
    await first.editor.publishOverlay(
      OWNER,
      { business: facts((b) => (b.phone = "(304) 555-0199")) },
      null,
    );
    const release = tempDir("lexcore-release-");
    dirs.push(release);
    const next = instance(smallBuild(), release.path);
    await next.editor.sync();
    expect(next.build.calls).toBe(1);
    expect(next.live.version).toBe(1);
    expect((await next.editor.history())[0]).toMatchObject({ id: 1, status: "live" });
  });

  it("lists an edit a release's schema refuses, and builds without it", async () => {
    const { editor, live } = instance();
    const stale = facts((b) => {
      b.phone = "(304) 555-0199";
      b.faxNumber = "(304) 555-0100";
    });
    await editor.publishOverlay(OWNER, { business: stale, home: { heading: "Old" } }, null);
    const attention = await editor.attention();
    expect(attention.map((a) => a.document)).toEqual(["business", "home"]);
    expect(attention[0]!.problems.join(" ")).toMatch(/faxNumber/);
    expect(builtOverlay(live)).toEqual({});
  });
});
