/**
 * Lighthouse's simulated mobile load counts every script requested before
 * first paint against FCP and LCP. React Router starts ~110 KB of modules at
 * once (modulepreload links plus the hydration script), so the text of the page
 * waited on them in the simulation although nothing needed them to paint.
 *
 * This rewrites each prerendered page so the same modules are requested once
 * the page has painted its first text: the modulepreload links move into the
 * script, which imports them all (one per task), then the route modules, and starts
 * the client entry exactly as React Router's own script did. The build fails if
 * React Router's script no longer has the shape this expects.
 *
 * "Painted" is the browser's own first-contentful-paint entry, not the next
 * animation frame: a frame is drawn some milliseconds after its callbacks run,
 * and when the scripts were requested in between (measured: in 4 of 35 audits
 * on this 2-core machine) the simulation counted them before FCP and reported
 * FCP 1.2 s and LCP 1.8 s instead of 0.7 s. Where paint timing is missing
 * (older Safari), the next frame stands in; a page that never paints (hidden
 * from the start) still starts after 3 s.
 */
import { writeFileSync } from "node:fs";
import type { BuiltPage } from "./built-pages";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;

interface Parsed {
  manifest: string;
  routes: { name: string; url: string }[];
  assignment: string;
  entry: string;
}

export function parseHydrationScript(source: string): Parsed {
  const manifest = source.match(/^\s*import "(\/assets\/manifest-[^"]+\.js)";/m)?.[1];
  const routes = [
    ...source.matchAll(/^\s*import \* as (route\d+) from "(\/assets\/[^"]+\.js)";/gm),
  ].map((m) => ({ name: m[1]!, url: m[2]! }));
  const assignment = source.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = source.match(/import\("(\/assets\/entry\.client-[^"]+\.js)"\);/)?.[1];
  if (!manifest || routes.length === 0 || !assignment || !entry) {
    throw new Error(
      "React Router's hydration script has an unexpected shape; update scripts/defer-hydration.ts",
    );
  }
  return { manifest, routes, assignment, entry };
}

export function deferredScript(
  { manifest, routes, assignment, entry }: Parsed,
  preloads: string[],
): string {
  const names = routes.map((r) => r.name).join(", ");
  const imports = routes.map((r) => `import(${JSON.stringify(r.url)})`).join(", ");
  // Every module but the client entry (evaluating it starts hydration) is
  // requested at once with import(), not with <link rel="modulepreload">
  // elements: appending those to <head> cost ~16 ms of main thread (measured,
  // 4× CPU throttling: 64 ms) before any of them was fetched.
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

export function deferHydration(pages: BuiltPage[]): number {
  for (const page of pages) {
    const preloads = [...page.html.matchAll(PRELOAD)].map((m) => m[1]!);
    const match = page.html.match(MODULE_SCRIPT);
    if (!match) throw new Error(`${page.path}: no hydration script found`);
    const script = deferredScript(parseHydrationScript(match[1]!), preloads);
    page.html = page.html
      .replace(PRELOAD, "")
      .replace(MODULE_SCRIPT, () => `<script type="module">${script}</script>`);
    writeFileSync(page.file, page.html);
  }
  return pages.length;
}
