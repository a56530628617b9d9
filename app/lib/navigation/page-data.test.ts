import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import about from "../../../content/about";
import type {
  UNSAFE_AssetsManifest as AssetsManifest,
  RouteObject,
  UNSAFE_RouteModules as RouteModules,
} from "react-router";

type RouteModule = NonNullable<RouteModules[string]>;
import { landingPages } from "../../../content/landing-pages/index";
import { catchAll } from "../../../content/site-map";
import { fetchPageData, loadPageModules, pageKey, rememberPage } from "./page-data-ahead";
import { pageData, pagesAhead, type RouteResults } from "./page-data";

afterEach(() => pagesAhead.clear());

/** A clientLoader's arguments for a navigation to `path`, with React Router's own fetch as a
 * spy. */
const navigationTo = (path: string) => ({
  request: new Request(`http://127.0.0.1${path}`),
  serverLoader: vi.fn(async () => ({ from: "serverLoader" })),
});

/** The /about data file the prerender wrote (the unit tests' global setup builds the site). */
const aboutFile = () => readFileSync("build/client/about.data");
const served = (body: BodyInit, init: ResponseInit = {}) =>
  new Response(body, { headers: { "Content-Type": "text/x-script; charset=utf-8" }, ...init });

describe("pageData (a route's clientLoader)", () => {
  it("answers from memory without React Router's fetch when the page is held", async () => {
    rememberPage("/about", { about: { data: { heading: "About" } } });
    const args = navigationTo("/about");
    await expect(pageData(args)).resolves.toEqual({ heading: "About" });
    expect(args.serverLoader).not.toHaveBeenCalled();
  });

  it("leaves to React Router's fetch a page never fetched ahead", async () => {
    const args = navigationTo("/services");
    await expect(pageData(args)).resolves.toEqual({ from: "serverLoader" });
    expect(args.serverLoader).toHaveBeenCalledOnce();
  });

  it("waits for a file on its way, then answers from it", async () => {
    let arrive!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (arrive = resolve)));
    void fetchPageData("/about", { fetch });
    const args = navigationTo("/about");
    const answer = pageData(args);
    arrive(served(aboutFile()));
    expect((await answer) as unknown).toMatchObject({ heading: about.heading });
    expect(args.serverLoader).not.toHaveBeenCalled();
  });

  it("leaves an error, or a file with other than one route's result, to React Router", async () => {
    const files: RouteResults[] = [
      { about: { error: new Error("failed") } },
      {},
      { root: { data: {} }, about: { data: { heading: "About" } } },
    ];
    for (const routes of files) {
      pagesAhead.clear();
      rememberPage("/about", routes);
      const args = navigationTo("/about");
      await expect(pageData(args)).resolves.toEqual({ from: "serverLoader" });
    }
  });
});

/** Idle moments under the test's control: each scheduled task waits in `tasks` until run. */
function idleMoments() {
  const tasks: (() => void)[] = [];
  return { tasks, schedule: (task: () => void) => void tasks.push(task) };
}

describe("fetchPageData", () => {
  it("fetches a page's data file once, reads it to its end, and decodes it as React Router does", async () => {
    const { tasks, schedule } = idleMoments();
    const body = served(aboutFile());
    const fetch = vi.fn(async () => body);
    await expect(fetchPageData("/about/", { fetch, schedule })).resolves.toBe(true);
    await fetchPageData("/about", { fetch, schedule });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith("/about.data", { cache: "no-cache" });
    // Read to its end on arrival: no request is left open.
    expect(body.bodyUsed).toBe(true);
    const results = Object.values((await pagesAhead.get("/about")!())!);
    expect(results).toHaveLength(1);
    expect((results[0] as { data: { heading: string } }).data.heading).toBe(about.heading);
    expect(tasks).toHaveLength(1);
  });

  it("decodes a page when it is needed or in an idle moment, one page per moment", async () => {
    const { tasks, schedule } = idleMoments();
    const decode = vi.fn(async () => ({ value: { about: { data: { heading: "About" } } } }));
    for (const path of ["/about", "/services", "/contact"])
      await fetchPageData(path, { fetch: async () => served(aboutFile()), decode, schedule });
    expect(decode).not.toHaveBeenCalled();
    // A tap on /contact decodes it at once; idle moments take the others in turn.
    await expect(pageData(navigationTo("/contact"))).resolves.toEqual({ heading: "About" });
    expect(decode).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(decode).toHaveBeenCalledTimes(2);
    tasks.shift()!();
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(decode).toHaveBeenCalledTimes(3);
    // /contact, decoded at the tap, is not decoded again, and nothing is left to do.
    tasks.shift()!();
    await new Promise((r) => setTimeout(r, 10));
    expect(decode).toHaveBeenCalledTimes(3);
    expect(tasks).toHaveLength(0);
  });

  it("asks for the home page's data where React Router does", async () => {
    const fetch = vi.fn(async () => served(aboutFile()));
    await fetchPageData("/", { fetch, schedule: () => undefined });
    expect(fetch).toHaveBeenCalledWith("/_.data", { cache: "no-cache" });
  });

  it("drops what is not a page's data, so the next look or the tap tries again", async () => {
    const schedule = () => undefined;
    const answers: (() => Promise<Response>)[] = [
      // The not-found page has no data file: the server answers with the page.
      async () =>
        new Response("<!doctype html>", {
          status: 404,
          headers: { "Content-Type": "text/html" },
        }),
      async () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }),
      async () => served("", { status: 500 }),
      async () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    for (const answer of answers) {
      await expect(fetchPageData("/about", { fetch: answer, schedule })).resolves.toBe(false);
      expect(pagesAhead.has("/about")).toBe(false);
    }
    // A file that arrives but does not decode is dropped when it is decoded.
    await fetchPageData("/about", { fetch: async () => served("not a turbo-stream"), schedule });
    await expect(pagesAhead.get("/about")!()).resolves.toBeUndefined();
    expect(pagesAhead.has("/about")).toBe(false);
    const fetch = vi.fn(async () => served(aboutFile()));
    await expect(fetchPageData("/about", { fetch, schedule })).resolves.toBe(true);
  });

  it("keeps the data of a page shown while its file was failing", async () => {
    let fail!: () => void;
    const fetch = () =>
      new Promise<Response>((_, reject) => (fail = () => reject(new TypeError())));
    const failing = fetchPageData("/about", { fetch });
    rememberPage("/about", { about: { data: { heading: "About" } } });
    fail();
    await failing;
    await expect(pageData(navigationTo("/about"))).resolves.toEqual({ heading: "About" });
  });

  it("drops a redirect", async () => {
    const decode = async () => ({ value: { [Symbol("SingleFetchRedirect")]: "/elsewhere" } });
    await fetchPageData("/about", {
      fetch: async () => served("x"),
      decode,
      schedule: () => undefined,
    });
    const args = navigationTo("/about");
    await expect(pageData(args)).resolves.toEqual({ from: "serverLoader" });
    expect(pagesAhead.has("/about")).toBe(false);
  });
});

describe("rememberPage", () => {
  it("keeps a page's data under its address without a trailing slash, and nothing for a page without data", () => {
    rememberPage("/about/", { about: { data: 1 } });
    rememberPage("/no-data", {});
    expect([...pagesAhead.keys()]).toEqual(["/about"]);
    expect(pageKey("/")).toBe("/");
  });
});

/** The manifest of route modules the build writes for the browser
 * (`window.__reactRouterManifest`). */
function buildManifest() {
  const dir = "build/client/assets";
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f))!;
  const source = readFileSync(`${dir}/${file}`, "utf8");
  return JSON.parse(
    source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
  ) as AssetsManifest;
}

/** The route table React Router makes from the manifest in the browser: ids and paths, nested. */
function routesOf(manifest: AssetsManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((r) => r!.parentId === parentId)
    .map((r) =>
      r!.index
        ? { id: r!.id, index: true }
        : { id: r!.id, path: r!.path, children: routesOf(manifest, r!.id) },
    );
}

describe("loadPageModules", () => {
  const manifest = buildManifest();
  const routes = routesOf(manifest);
  /** React Router's cache as hydration leaves it: the root's module and the first page's. */
  const hydrated = () => ({ root: {}, home: {} }) as unknown as RouteModules;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** A cache as hydration leaves it, and an import that gives `module`. */
  const loading = (module = { default: () => null } as RouteModule) => {
    const routeModules = hydrated();
    const load = vi.fn(async () => module);
    const look = (path: string) => loadPageModules(path, { routes, manifest, routeModules }, load);
    return { routeModules, module, load, look };
  };

  it("loads the module of a page's route into React Router's cache, once", async () => {
    const { routeModules, module, load, look } = loading();
    look("/about");
    look("/about/");
    await settled();
    look("/about");
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith(manifest.routes.about!.module);
    expect(routeModules.about).toBe(module);
    // The root, loaded at the start, is not loaded again; nor is the page shown.
    look("/");
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads the one module the landing pages share for a landing page's address", async () => {
    const { routeModules, load, look } = loading();
    for (const { slug } of landingPages.slice(0, 3)) look(`/${slug}`);
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith(manifest.routes[catchAll.id]!.module);
    expect(Object.keys(routeModules)).toContain(catchAll.id);
  });

  it("puts each route that shares a module in the cache (/services and /pricing)", async () => {
    expect(manifest.routes.pricing!.module).toBe(manifest.routes.services!.module);
    const { routeModules, module, look } = loading();
    look("/services");
    look("/pricing");
    await settled();
    expect(routeModules.services).toBe(module);
    expect(routeModules.pricing).toBe(module);
  });

  it("leaves out a module that fails to load, so the next look or the tap loads it", async () => {
    const routeModules = hydrated();
    const failing = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    loadPageModules("/services", { routes, manifest, routeModules }, failing);
    await settled();
    expect(routeModules).not.toHaveProperty("services");
    const load = vi.fn(async () => ({}) as RouteModule);
    loadPageModules("/services", { routes, manifest, routeModules }, load);
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(routeModules).toHaveProperty("services");
  });
});

describe("the build's routes", () => {
  it("give every route with a loader a clientLoader, so its pages can come from memory", () => {
    const manifest = buildManifest();
    const routes = Object.entries(manifest.routes);
    expect(routes.filter(([, r]) => r!.hasLoader).length).toBeGreaterThan(5);
    expect(routes.filter(([, r]) => r!.hasLoader && !r!.hasClientLoader).map(([id]) => id)).toEqual(
      [],
    );
    // A loader on the root would give each data file two routes' results (pageData).
    expect(manifest.routes.root!.hasLoader).toBe(false);
  });
});
