import { startTransition, useContext, useEffect } from "react";
import { createPath, UNSAFE_DataRouterContext as DataRouterContext } from "react-router";

/** The site's internal links are plain `<a href data-discover>` (SiteLink) followed by one click
 * listener (docs/navigation.md): `<Link>` costs render time and start-up bytes. Clicks navigate
 * in a transition like `<Link>`; other clicks are left to the browser. */

/** What of a click decides whether it is a plain one (DOM events have all of it). */
interface Click {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** The address a click on `link` should open in the page, or null when the browser should have
 * it (already handled, not the main button, a key held, or a link opening elsewhere). */
export function followedHref(click: Click, link: Element): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  return opensHere(link) ? link.getAttribute("href") : null;
}

/** Whether `link` (HTML or SVG) opens in this page: no other `target`, no `download`. */
export function opensHere(link: Element): boolean {
  const target = link.getAttribute("target");
  return (!target || target === "_self") && !link.hasAttribute("download");
}

/** Follows plain clicks on the site's links with one document listener, added after React's so a
 * link's `onClick` runs first. It reads the router, not location, so it never re-renders; unlike
 * `<Link>`, the navigation is always a transition and `href` is used as written (no basename). */
export function useFollowLinks() {
  const router = useContext(DataRouterContext)?.router;
  if (import.meta.env.DEV && !router)
    console.warn("useFollowLinks needs a data router: links are left to the browser.");
  useEffect(() => {
    if (!router) return;
    const onClick = (event: MouseEvent) => {
      // The site's own links only: an external or `mailto:` one is the browser's.
      const link =
        event.target instanceof Element ? event.target.closest("a[href][data-discover]") : null;
      if (!link) return;
      const href = followedHref(event, link);
      if (href === null) return;
      event.preventDefault();
      // As `<Link>` does: the page already shown is replaced, not stacked.
      const replace = href === createPath(router.state.location);
      // The promise is returned: the navigation is an async action of the transition.
      startTransition(() => router.navigate(href, { replace }));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
}
