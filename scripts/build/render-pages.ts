/** A publish whose edit reaches no script (server/site/render-only.ts): renders every page again
 * with the work copy's content/overlay.json through an earlier build's server bundle, writing each
 * page's `.data` and HTML as `react-router build` prerenders them (docs/decisions/0049). */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { setOverlay, type Overlay } from "../../content/site-document";
import { postbuild } from "./postbuild";

type Entry = ServerBuild["entry"]["module"] & { setOverlay(next: Overlay): void };

/** The requests React Router's prerender makes for one path: its data, then its HTML with that
 * data in a header (`createDataRequest`, `createRouteRequest` in @react-router/dev's vite.js). */
export const dataPath = (path: string) => (path.endsWith("/") ? `${path}_.data` : `${path}.data`);
export const htmlPath = (path: string) => `${path}/`.replace(/\/\/+/g, "/");
export const htmlFile = (path: string) => `${path}/index.html`.replace(/^\/+/, "");

/** The prerender header carries the data only when it is short; otherwise the loaders run again. */
export function prerenderHeaders(data: string): Headers {
  const headers = new Headers();
  const encoded = encodeURI(data);
  if (encoded.length < 8 * 1024) headers.set("X-React-Router-Prerender-Data", encoded);
  return headers;
}

export async function renderPages(serverDir: string, clientDir: string, overlay: Overlay) {
  const build = (await import(pathToFileURL(join(serverDir, "index.js")).href)) as ServerBuild & {
    prerender: string[];
  };
  (build.entry.module as Entry).setOverlay(overlay);
  // The loaders read the header only in a build request, as they do under `react-router build`.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const handle = createRequestHandler(build, "production");
  const tree = nest(Object.values(build.routes));
  const write = (rel: string, body: string) => {
    const file = join(clientDir, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  for (const path of build.prerender) {
    const matches = matchRoutes(tree, htmlPath(path)) ?? [];
    let headers = new Headers();
    if (matches.some((m) => build.assets.routes[m.route.id ?? ""]?.hasLoader)) {
      const res = await handle(new Request(`http://localhost${dataPath(path)}`));
      if (res.status !== 200 && res.status !== 202)
        throw new Error(`Rendering ${path}'s data answered ${res.status}`);
      const data = await res.text();
      write(dataPath(path).replace(/^\/+/, ""), data);
      headers = prerenderHeaders(data);
    }
    const res = await handle(new Request(`http://localhost${htmlPath(path)}`, { headers }));
    const html = await res.text();
    if (res.status !== 200) throw new Error(`Rendering ${path} answered ${res.status}`);
    write(htmlFile(path), html);
  }
  return build.prerender.length;
}

type FlatRoute = ServerBuild["routes"][string];

/** The server build's flat route table as the nested routes `matchRoutes` takes. */
function nest(flat: FlatRoute[], parentId?: string): RouteObject[] {
  return flat
    .filter((r) => r!.parentId === parentId)
    .map((r) =>
      r!.index
        ? { id: r!.id, path: r!.path, index: true }
        : {
            id: r!.id,
            path: r!.path,
            caseSensitive: r!.caseSensitive,
            children: nest(flat, r!.id),
          },
    );
}

/** `tsx render-pages.ts SERVER_DIR CLIENT_DIR OVERLAY_FILE`: renders the pages, then runs the
 * postbuild over them in this process, its own content modules under the same overlay. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [serverDir, clientDir, overlayFile] = process.argv.slice(2).map((a) => resolve(a));
  const overlay = JSON.parse(readFileSync(overlayFile!, "utf8")) as Overlay;
  setOverlay(overlay);
  try {
    const count = await renderPages(serverDir!, clientDir!, overlay);
    console.log(`render-pages: ${count} pages rendered with the edits`);
    console.log(await postbuild(clientDir));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
