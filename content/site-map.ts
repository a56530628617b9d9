/** Every page of the site in one list: the route table, prerender list, sitemap and build checks
 * derive from it, so a new landing page is its content file plus its index line
 * (content/landing-pages/). */
import { formNames, thankYouPath } from "../shared/forms/form-protocol";
import { landingPages } from "./landing-pages/index";
import { onOverlayChange } from "./site-document";

export interface SitePage {
  /** URL path, starting with "/". */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** Route id; unique, except that the pages of the catch-all route share its id. */
  id: string;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
}

const page = (path: string, module: string, id: string, indexable = true): SitePage => ({
  path,
  module,
  id,
  indexable,
});

/** The route module behind `*`: landing pages and the not-found page
 * (docs/decisions/0009-one-route-for-landing-pages.md). */
export const catchAll = { module: "routes/catch-all.tsx", id: "catch-all" } as const;

const listPages = (): SitePage[] => [
  page("/", "routes/home.tsx", "home"),
  page("/about", "routes/about.tsx", "about"),
  page("/services", "routes/services.tsx", "services"),
  // Same page as /services; its canonical URL points there, so it stays out of the sitemap.
  page("/pricing", "routes/services.tsx", "pricing", false),
  page("/contact", "routes/contact.tsx", "contact"),
  page("/websites-contact", "routes/websites-contact.tsx", "websites-contact"),
  page("/areas-served", "routes/areas-served.tsx", "areas-served"),
  page("/terms", "routes/legal.tsx", "terms"),
  page("/privacy", "routes/legal.tsx", "privacy"),
  ...landingPages.map((p) => page(`/${p.slug}`, catchAll.module, catchAll.id)),
  ...formNames.map((f) => page(thankYouPath(f), "routes/thank-you.tsx", `thank-you/${f}`, false)),
];

/** Where the prerendered not-found page is written (build/client/404/index.html). */
export const notFoundPath = "/404";

export let sitePages = listPages();
export let prerenderPaths = [...sitePages.map((p) => p.path), notFoundPath];
export let knownPaths = new Set(sitePages.map((p) => p.path));

// The landing pages follow the owner's published edits (content/site-document.ts).
onOverlayChange(() => {
  sitePages = listPages();
  prerenderPaths = [...sitePages.map((p) => p.path), notFoundPath];
  knownPaths = new Set(sitePages.map((p) => p.path));
});

/** Paths an edit may not take for a new landing page: every route but the landing pages'. */
export const reservedPaths = () =>
  new Set([
    ...listPages()
      .filter((p) => p.module !== catchAll.module)
      .map((p) => p.path),
    notFoundPath,
    "/admin",
    "/assets",
    "/api",
    "/challenge",
    "/healthz",
    "/readyz",
    "/media",
    "/og",
  ]);
