import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deferPage,
  HydrationScriptShapeError,
  parseHydrationScript,
  reactRouterVersion,
} from "./defer-hydration";

// React Router's real output for /about (scripts/build/fixtures/react-router-hydration.html).
const fixture = readFileSync(
  new URL("./fixtures/react-router-hydration.html", import.meta.url),
  "utf8",
);
const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(fixture)![1]!;
const links = [...fixture.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
  (m) => m[1]!,
);

describe("the hydration rewrite on React Router's real script", () => {
  it("comes from the installed React Router (capture it again after an update)", () => {
    expect(fixture).toContain(`React Router ${reactRouterVersion()}:`);
  });

  it("reads the manifest, the route modules with their ids, and the client entry", () => {
    const parsed = parseHydrationScript(script);
    expect(parsed.manifest).toMatch(/^\/assets\/manifest-[\w-]+\.js$/);
    expect(parsed.routes.map((r) => r.id)).toEqual(["root", "about"]);
    expect(parsed.routes.map((r) => r.url)).toEqual([
      expect.stringMatching(/^\/assets\/root-/),
      expect.stringMatching(/^\/assets\/about-/),
    ]);
    expect(parsed.entry).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
  });

  it("moves every preloaded module into one script that starts after first paint", () => {
    const html = deferPage(fixture);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('async=""');
    const out = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    for (const href of links) expect(out).toContain(JSON.stringify(href));
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"about":route1};');
    expect(out).toContain("first-contentful-paint");
    // The client entry (which starts hydration) is imported last, once.
    const entry = parseHydrationScript(script).entry;
    expect(out.split(JSON.stringify(entry))).toHaveLength(2);
    const lines = out.split("\n");
    expect(lines.findIndex((l) => l.includes(entry))).toBeGreaterThan(
      lines.findIndex((l) => l.includes("__reactRouterRouteModules =")),
    );
  });

  it.each([
    ["a statement added", script.replace("\n\nimport(", "\nwindow.__extra = 1;\n\nimport(")],
    [
      "the order changed",
      script.replace(/^(import "[^"]+";)\n(import \* as route0[^\n]+)/, "$2\n$1"),
    ],
    ["other quoting", script.replaceAll('"/assets/', "'/assets/").replaceAll('.js"', ".js'")],
    [
      "lazy route discovery",
      script.replace("  \n  window", "  window.__reactRouterManifest = {};\n  window"),
    ],
    [
      // React Router 8's split route modules (splitRouteModules, off in react-router.config.ts).
      "a second module per route",
      script.replace(
        /import \* as route1 from ("[^"]+");/,
        'import * as route1_clientLoader from "/assets/about-client-loader-x.js";\n' +
          "import * as route1_main from $1;\nconst route1 = {...route1_clientLoader,...route1_main};",
      ),
    ],
  ])(
    "stops the build, naming React Router and the cause, when the shape changes: %s",
    (_, changed) => {
      expect(() => parseHydrationScript(changed)).toThrow(HydrationScriptShapeError);
      expect(() => parseHydrationScript(changed)).toThrow(
        new RegExp(
          `React Router ${reactRouterVersion().replaceAll(".", "\\.")} wrote a hydration script`,
        ),
      );
    },
  );

  it("names the first line that differs", () => {
    const changed = script.replace("\n\nimport(", "\nwindow.__extra = 1;\n\nimport(");
    expect(() => parseHydrationScript(changed)).toThrow(/line 6 is "window\.__extra = 1;"/);
  });

  it("stops when a module the script imports has no preload link, or a page has two scripts", () => {
    const noLink = fixture.replace(/<link rel="modulepreload" href="\/assets\/about-[^"]+"\/>/, "");
    expect(() => deferPage(noLink)).toThrow(/no modulepreload link for \/assets\/about-/);
    const twice = fixture.replace(
      "</body>",
      `${/<script type="module" async="">[\s\S]*?<\/script>/.exec(fixture)![0]}</body>`,
    );
    expect(() => deferPage(twice)).toThrow(/2 <script type="module" async> elements/);
  });
});
