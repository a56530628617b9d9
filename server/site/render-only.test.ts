/**
 * A publish rendered through an earlier build writes the same files as a full build of the same
 * edits (one real build and one render of every document but the business facts, edited), and
 * the key that picks a renderer changes exactly with what the browser's scripts depend on.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import type { Overlay } from "../../content/site-document";
import { BUILD_DIR } from "../../tests/support/servers/build";
import { tempDir } from "../../tests/support/data/lead-samples";
import { walk } from "../http/static-files";
import { documentsOf, valueIn } from "./overlay";
import {
  buildOrRender,
  findRenderer,
  keepRenderer,
  renderKey,
  renderSite,
  repoRenderer,
  STALE_PART_MS,
  type Renderer,
} from "./render-only";
import { buildSite } from "./site-build";
import { codeRelease } from "./site-files";

/** The longest text in `value` with its last character changed: prose, within every limit. */
function withLongestTextChanged(value: unknown): { value: unknown; text: string } {
  const copy = structuredClone(value);
  let best: { holder: Record<string, unknown>; key: string; text: string } | undefined;
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === "string" && child.length > (best?.text.length ?? 0))
        best = { holder: node as Record<string, unknown>, key, text: child };
      else visit(child);
    }
  };
  visit(copy);
  if (!best) return { value: copy, text: "" };
  const changed = `${best.text.slice(0, -1)}${best.text.endsWith("~") ? "!" : "~"}`;
  best.holder[best.key] = changed;
  return { value: copy, text: changed };
}

/** Every document a visitor reads but the business facts, each with one text changed. */
function everyPageEdited() {
  const overlay: Record<string, unknown> = {};
  const texts: Record<string, string> = {};
  for (const doc of documentsOf({})) {
    if (doc.document.id === "business") continue;
    const edit = withLongestTextChanged(valueIn(doc, {}));
    if (!doc.document.schema.safeParse(edit.value).success) continue;
    overlay[doc.document.id] = edit.value;
    texts[doc.path] = edit.text;
  }
  return { overlay: overlay as Overlay, texts };
}

const filesOf = (dir: string) =>
  new Map([...walk(dir)].map((f) => [relative(dir, f).split(sep).join("/"), readFileSync(f)]));

/** A landing page the repository lacks: Roanoke's, moved to Salem under a title of its own. */
function salemPage(): Overlay {
  const roanoke = structuredClone(
    documentsOf({}).find((d) => d.document.id === "landing/web-design-roanoke-va")!.document
      .defaults,
  ) as { meta: object };
  return {
    "landing/web-design-salem-va": {
      ...roanoke,
      slug: "web-design-salem-va",
      city: "Salem",
      meta: { ...roanoke.meta, title: "Web Design in Salem, VA for Local Firms" },
    },
  };
}

describe("a publish rendered through an earlier build", () => {
  it(
    "writes the files a full build of the same edits writes, through a build kept with a page the repository lacks",
    { timeout: 600_000 },
    async () => {
      const temp = tempDir("lexcore-render-");
      const dir = temp.path;
      const code = codeRelease(BUILD_DIR);
      const repo = repoRenderer(code, BUILD_DIR);
      const none = new Map<string, Uint8Array>();
      // The owner's first publish adds Salem: a full build, kept to render from.
      const salem = salemPage();
      const base = await buildSite(join(dir, "work", "base"), { overlay: salem, images: none });
      keepRenderer(join(dir, "renderers"), renderKey(code, salem), dirname(base));

      const { overlay: edits, texts } = everyPageEdited();
      expect(Object.keys(edits).length).toBeGreaterThan(10);
      const overlay = { ...edits, ...salem };
      const key = renderKey(code, overlay);
      expect(key).not.toBe(repo.key);
      const renderer = findRenderer(join(dir, "renderers"), key, repo);
      expect(renderer?.server).toBe(join(dir, "renderers", key, "server"));
      const request = { overlay, images: none };

      const rendered = filesOf(await renderSite(join(dir, "work", "r"), renderer!, request));
      const built = filesOf(await buildSite(join(dir, "work", "b"), request));

      const differ = [...new Set([...rendered.keys(), ...built.keys()])].filter(
        (rel) => !rendered.get(rel)?.equals(built.get(rel) ?? Buffer.alloc(0)),
      );
      expect(differ).toEqual([]);
      // The edits are there: About's and a landing page's changed text is in their HTML.
      const html = (path: string) => rendered.get(`${path.slice(1)}/index.html`)!.toString();
      for (const path of ["/about", "/web-design-roanoke-va"])
        expect(html(path)).toContain(texts[path]!.slice(-40).replaceAll("'", "&#x27;"));
      expect(rendered.has("og/web-design-salem-va.png")).toBe(true);
      temp.remove();
    },
  );
});

describe("the renderer for an edit", () => {
  const code = "release-1";
  const phone = { business: { phone: "(304) 555-0199" } } as Overlay;

  it("changes its key with the code, the business facts and the pages, not the copy", () => {
    const base = renderKey(code, {});
    expect(renderKey(code, { about: { lead: "New lead." } })).toBe(base);
    expect(renderKey("release-2", {})).not.toBe(base);
    expect(renderKey(code, phone)).not.toBe(base);
    expect(renderKey(code, { "landing/web-design-roanoke-va": null })).not.toBe(base);
    expect(renderKey(code, { "landing/new-town-wv": { slug: "new-town-wv" } })).not.toBe(base);
  });

  it("is a build kept for the key, or the repository's for its own key, else none", () => {
    const temp = tempDir("lexcore-renderers-");
    const dir = temp.path;
    const fakeBuild = (name: string) => {
      const root = join(dir, name);
      mkdirSync(join(root, "server"), { recursive: true });
      mkdirSync(join(root, "client"), { recursive: true });
      writeFileSync(join(root, "server", "index.js"), `export const name = "${name}";`);
      return root;
    };
    const repo = {
      key: "repo",
      renderer: { server: join(fakeBuild("repo"), "server"), client: join(dir, "repo", "client") },
    };
    const kept = join(dir, "renderers");
    expect(findRenderer(kept, "repo", repo)).toEqual(repo.renderer);
    expect(findRenderer(kept, "phone", repo)).toBeNull();

    for (const key of ["phone", "hours", "brand"]) keepRenderer(kept, key, fakeBuild(key));
    expect(findRenderer(kept, "brand", repo)?.server).toBe(join(kept, "brand", "server"));
    expect(findRenderer(kept, "hours", repo)?.client).toBe(join(kept, "hours", "client"));
    // Two are kept: the oldest went.
    expect(findRenderer(kept, "phone", repo)).toBeNull();
    // A build that cannot be kept (here, one without its server bundle) fails nothing.
    rmSync(join(fakeBuild("broken"), "server"), { recursive: true });
    expect(() => keepRenderer(kept, "broken", join(dir, "broken"))).not.toThrow();
    expect(findRenderer(kept, "broken", repo)).toBeNull();
    expect(readdirSync(kept).sort()).toEqual(["brand", "hours"]);
    temp.remove();
  });

  it("removes a copy that a crash cut short when it keeps the next build, not one under way", () => {
    const temp = tempDir("lexcore-renderers-");
    const build = join(temp.path, "build");
    mkdirSync(join(build, "server"), { recursive: true });
    mkdirSync(join(build, "client"), { recursive: true });
    writeFileSync(join(build, "server", "index.js"), "");
    const kept = join(temp.path, "renderers");
    keepRenderer(kept, "hours", build);
    // What a crash in the middle of a copy leaves: a part never renamed to its key, and old.
    const crashed = (name: string) => {
      mkdirSync(join(kept, name, "server"), { recursive: true });
      const then = new Date(Date.now() - STALE_PART_MS - 1000);
      utimesSync(join(kept, name), then, then);
    };
    crashed("brand.part-0a1b2c3d4e5f");
    // Another process's copy under way: recent, left alone.
    mkdirSync(join(kept, "tagline.part-a1b2c3d4e5f6"));
    keepRenderer(kept, "phone", build);
    expect(readdirSync(kept).sort()).toEqual(["hours", "phone", "tagline.part-a1b2c3d4e5f6"]);
    // A build that cannot be kept still clears one.
    crashed("brand.part-0a1b2c3d4e5f");
    keepRenderer(kept, "broken", join(temp.path, "missing"));
    expect(readdirSync(kept).sort()).toEqual(["hours", "phone", "tagline.part-a1b2c3d4e5f6"]);
    temp.remove();
  });

  it("renders an edit through a build that fits it, and builds (and keeps) one that needs it", async () => {
    const temp = tempDir("lexcore-choice-");
    const made: string[] = [];
    const makers = {
      build: async (workDir: string) => {
        made.push("build");
        const client = join(workDir, "build", "client");
        mkdirSync(client, { recursive: true });
        mkdirSync(join(workDir, "build", "server"), { recursive: true });
        writeFileSync(join(workDir, "build", "server", "index.js"), "");
        return client;
      },
      render: async (workDir: string, renderer: Renderer) => {
        made.push(`render ${renderer.server === repo.renderer.server ? "repo" : "kept"}`);
        return workDir;
      },
    };
    const repo = {
      key: renderKey(code, {}),
      renderer: { server: join(temp.path, "repo", "server"), client: join(temp.path, "repo") },
    };
    mkdirSync(repo.renderer.server, { recursive: true });
    writeFileSync(join(repo.renderer.server, "index.js"), "");
    const make = (name: string, overlay: Overlay) =>
      buildOrRender(
        join(temp.path, "renderers"),
        code,
        repo,
        join(temp.path, "work", name),
        {
          overlay,
          images: new Map(),
        },
        undefined,
        makers,
      );
    const about = { about: { lead: "New lead." } } as Overlay;
    await make("1", about);
    await make("2", phone);
    await make("3", { ...phone, ...about });
    await make("4", { ...about, "landing/new-town-wv": { slug: "new-town-wv" } });
    expect(made).toEqual(["render repo", "build", "render kept", "build"]);
    temp.remove();
  });
});
