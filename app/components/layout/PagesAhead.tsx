import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { fetchPageData, rememberPage } from "../../lib/page-data-ahead";
import { usePrefetch } from "../../lib/prefetch";

/** The site's own links (React Router's `<Link>` marks them), save those fetched only on intent. */
const AHEAD = 'a[data-discover]:not([data-prefetch="intent"])';
const ANY = "a[data-discover]";

/**
 * The data of the pages a visitor may open next, fetched into memory where a
 * route's clientLoader finds it at the tap (app/lib/page-data.ts,
 * docs/decisions/0026), and the data of every page shown, kept for Back and
 * Forward. React Router's links still fetch the route modules (`prefetch`,
 * app/lib/prefetch.ts); under the same policy this fetches their data:
 *
 * - nothing before the browser's first idle moment after start, and nothing
 *   at all with Save-Data or on 2G;
 * - a link's page as the link comes into view (those marked
 *   `data-prefetch="intent"`, followed rarely, excepted);
 * - any link's page when the pointer comes over it, it takes the focus or a
 *   finger comes down on it.
 */
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

  const allowed = usePrefetch("viewport") !== "none";
  useEffect(() => {
    if (!allowed) return;
    // By its `href`: the map's markers are SVG links, without `pathname`.
    const fetchFor = (link: Element) =>
      fetchPageData(new URL(link.getAttribute("href") ?? "", location.href).pathname);
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
      // A page left behind: its links are no longer watched (nor kept).
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
  }, [allowed]);
  return null;
}
