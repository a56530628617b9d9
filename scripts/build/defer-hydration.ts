/** Rewrites each page so its start-up modules are requested after first contentful paint
 * (Lighthouse counts earlier scripts against FCP), guarded to React Router's exact output and
 * tested on a fixture of it (docs/decisions/0014-guarded-hydration-rewrite.md). */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BuiltPage } from "./built-pages";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;

interface Parsed {
  manifest: string;
  routes: { id: string; url: string }[];
  entry: string;
}

/** The installed React Router's version, for messages: the script's shape is its own. */
export function reactRouterVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve("react-router/package.json");
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}

/** The hydration script exactly as React Router's <Scripts /> writes it for this site, from its
 * parts (`routeModulesScript` in react-router's dist/production/lib/dom/ssr/components.js). */
export function reactRouterScript({ manifest, routes, entry }: Parsed): string {
  return [
    `import ${JSON.stringify(manifest)};`,
    ...routes.map((r, i) => `import * as route${i} from ${JSON.stringify(r.url)};`),
    `  `,
    `  window.__reactRouterRouteModules = {${routes.map((r, i) => `${JSON.stringify(r.id)}:route${i}`).join(",")}};`,
    ``,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}

export class HydrationScriptShapeError extends Error {}

const shapeError = (cause: string) =>
  new HydrationScriptShapeError(
    `React Router ${reactRouterVersion()} wrote a hydration script that scripts/build/defer-hydration.ts ` +
      `does not know (${cause}). The build stops rather than rewrite a script it does not ` +
      `fully understand. Compare React Router's <Scripts /> (routeModulesScript) with ` +
      `reactRouterScript() in scripts/build/defer-hydration.ts, update both the function and the ` +
      `fixture scripts/build/fixtures/react-router-hydration.html, and run its test.`,
  );

/** Reads React Router's module script into parts, accepted only if writing them back gives the
 * same text: any change of shape stops the build naming the first line that differs. */
export function parseHydrationScript(source: string): Parsed {
  const lines = source.split("\n");
  const manifest = /^import "(\/assets\/manifest-[^"]+\.js)";$/.exec(lines[0] ?? "")?.[1];
  const urls: string[] = [];
  for (const line of lines.slice(1)) {
    const m = /^import \* as route(\d+) from "(\/assets\/[^"]+\.js)";$/.exec(line);
    if (!m) break;
    urls.push(m[2]!);
  }
  const assignment = source.match(/window\.__reactRouterRouteModules = \{([^}]*)\};/)?.[1];
  const ids = [...(assignment ?? "").matchAll(/"([^"]+)":route(\d+)/g)].map((m) => m[1]!);
  const entry = source.match(/^import\("(\/assets\/entry\.client-[^"]+\.js)"\);$/m)?.[1];
  if (!manifest) throw shapeError("its first line is not the route manifest's import");
  if (urls.length === 0) throw shapeError("no route module imports");
  if (ids.length !== urls.length)
    throw shapeError(`${urls.length} route imports but ${ids.length} route modules assigned`);
  if (!entry) throw shapeError("no import() of the client entry");
  const parsed = { manifest, routes: ids.map((id, i) => ({ id, url: urls[i]! })), entry };
  const expected = reactRouterScript(parsed).split("\n");
  const at = Math.max(expected.length, lines.length);
  for (let i = 0; i < at; i++) {
    if (expected[i] !== lines[i]) {
      throw shapeError(
        `line ${i + 1} is ${JSON.stringify(lines[i] ?? "(missing)")}, expected ${JSON.stringify(expected[i] ?? "(nothing)")}`,
      );
    }
  }
  return parsed;
}

export function deferredScript({ manifest, routes, entry }: Parsed, preloads: string[]): string {
  const names = routes.map((_, i) => `route${i}`).join(", ");
  const assignment = `{${routes.map((r, i) => `${JSON.stringify(r.id)}:route${i}`).join(",")}}`;
  const imports = routes.map((r) => `import(${JSON.stringify(r.url)})`).join(", ");
  // Every module but the client entry is requested at once with import(): appending modulepreload
  // links cost ~16 ms of main thread (64 ms at 4× throttling) before any fetch.
  const early = preloads.filter((href) => href !== entry);
  return [
    `const preload = ${JSON.stringify(early)};`,
    `let started = false;`,
    `const start = async () => {`,
    `  if (started) return;`,
    `  started = true;`,
    // One import() per task: each costs 0.1 to 3 ms of main thread here (13 ms
    // at worst), and the eight to ten of a page in one task made a task that
    // Lighthouse's simulation counted as blocking.
    `  for (const href of preload) {`,
    `    import(href).catch(() => {});`,
    `    await (window.scheduler?.yield?.() ?? new Promise((r) => setTimeout(r, 0)));`,
    `  }`,
    `  await import(${JSON.stringify(manifest)});`,
    `  const [${names}] = await Promise.all([${imports}]);`,
    `  window.__reactRouterRouteModules = ${assignment};`,
    `  import(${JSON.stringify(entry)});`,
    `};`,
    `const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;`,
    `if (painted()) setTimeout(start, 0);`,
    `else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {`,
    `  const observer = new PerformanceObserver(() => {`,
    `    if (painted()) { observer.disconnect(); setTimeout(start, 0); }`,
    `  });`,
    `  observer.observe({ type: "paint" });`,
    `  setTimeout(start, 3000);`,
    `} else requestAnimationFrame(() => setTimeout(start, 0));`,
  ].join("\n");
}

/** Rewrites one page's HTML; throws HydrationScriptShapeError when React Router's output is not
 * what it knows. */
export function deferPage(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1)
    throw shapeError(`${scripts.length} <script type="module" async> elements, expected one`);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const parsed = parseHydrationScript(scripts[0]![1]!);
  const known = new Set([parsed.manifest, parsed.entry, ...parsed.routes.map((r) => r.url)]);
  const foreign = preloads.filter((href) => !href.startsWith("/assets/") || !href.endsWith(".js"));
  if (foreign.length > 0) throw shapeError(`a modulepreload link to ${foreign[0]}`);
  // React Router links every module its script imports (manifest and entry included).
  const missing = [...known].filter((url) => !preloads.includes(url));
  if (missing.length > 0) throw shapeError(`no modulepreload link for ${missing[0]}`);
  const script = deferredScript(parsed, preloads);
  return html
    .replace(PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script type="module">${script}</script>`);
}

export function deferHydration(pages: BuiltPage[]): number {
  for (const page of pages) {
    try {
      page.html = deferPage(page.html);
    } catch (error) {
      if (error instanceof HydrationScriptShapeError)
        error.message = `${page.path}: ${error.message}`;
      throw error;
    }
    writeFileSync(page.file, page.html);
  }
  return pages.length;
}
