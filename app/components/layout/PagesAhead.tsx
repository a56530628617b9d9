import { useContext, useEffect } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import { preloadHomeStyles } from "../../lib/home/home-styles";
import { fetchPageData, loadPageModules, rememberPage } from "../../lib/navigation/page-data-ahead";
import { usePrefetchAllowed } from "../../lib/navigation/prefetch";

/** The site's own links (SiteLink marks them), save those fetched only on intent. */
const AHEAD = 'a[data-discover]:not([data-prefetch="intent"])';
const ANY = "a[data-discover]";

/** Fetches the route modules and data of the pages a visitor may open next (docs/navigation.md;
 * policy in app/lib/navigation/prefetch.ts), and "/"'s stylesheet: none before the first idle
 * moment or with Save-Data/2G; then links in view, and any link hovered, focused or touched. */
export function PagesAhead() {
  const { pathname } = useLocation();
  const matches = useMatches();
  useEffect(() => {
    // The page's own route, as in its data file; the root has no loader (its
    // loaderData is null after hydration), so it is left out.
    const page = matches.at(-1);
    if (page && page.loaderData != null)
      rememberPage(pathname, { [page.id]: { data: page.loaderData } });
  }, [pathname, matches]);

  const router = useContext(DataRouterContext)?.router;
  // The context's value is a new object at every navigation; the manifest and
  // the cache in it stay the same objects, and the effect below with them.
  const framework = useContext(FrameworkContext);
  const manifest = framework?.manifest;
  const routeModules = framework?.routeModules;
  const allowed = usePrefetchAllowed();
  useEffect(() => {
    if (!allowed || !router || !manifest || !routeModules) return;
    const modules = { routes: router.routes, manifest, routeModules };
    const fetchFor = (link: Element) => {
      // By its `href`: the map's markers are SVG links, without `pathname`.
      const { pathname } = new URL(link.getAttribute("href") ?? "", location.href);
      loadPageModules(pathname, modules);
      fetchPageData(pathname);
      if (pathname === "/") preloadHomeStyles();
    };
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest(ANY) : null;
      if (link) fetchFor(link);
    };
    const intents = ["pointerover", "pointerdown", "focusin"] as const;
    for (const type of intents)
      document.addEventListener(type, onIntent, { capture: true, passive: true });

    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          inView.unobserve(entry.target);
          fetchFor(entry.target);
        }
    });
    // Links come and go with the page (its rest drawn a frame later, a new
    // page, a list opened): a look for new ones a moment after a change.
    const watched = new Set<Element>();
    let pending = 0;
    const watchLinks = () => {
      pending = 0;
      // A page left behind: its links are unwatched and not kept.
      for (const link of watched)
        if (!link.isConnected) {
          watched.delete(link);
          inView.unobserve(link);
        }
      for (const link of document.querySelectorAll(AHEAD))
        if (!watched.has(link)) {
          watched.add(link);
          inView.observe(link);
        }
    };
    const changes = new MutationObserver(() => {
      pending ||= window.setTimeout(watchLinks, 100);
    });
    changes.observe(document.body, { childList: true, subtree: true });
    watchLinks();
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
      inView.disconnect();
      changes.disconnect();
      window.clearTimeout(pending);
    };
  }, [allowed, router, manifest, routeModules]);
  return null;
}
