import { startTransition, useCallback, useContext } from "react";
import { createPath, UNSAFE_DataRouterContext as DataRouterContext } from "react-router";

/**
 * Many links to the site's own pages in one place (the map's markers, the
 * list of places beside it) as plain `<a href data-discover>` elements, with
 * one click handler on their container (docs/decisions/0029).
 *
 * Each React Router `<Link>` is a component with its own hooks, a layout
 * effect and two effects. Fifty of them made up about a third of the render
 * and half the commit of a slow phone's tap to Areas Served. Here the links
 * cost what their elements cost, and the container follows a click on any of
 * them as `<Link>` would: a client navigation, in a transition like the
 * site's other links (docs/decisions/0025). Other clicks are left to the
 * browser, as `<Link>` leaves them. The anchors are marked `data-discover`
 * like `<Link>`'s, so their pages are fetched ahead (PagesAhead) and taps on
 * them are followed as the finger lifts (app/lib/tap-on-release.ts).
 */

/** What of a click decides whether it is a plain one (DOM events have all of it). */
interface Click {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * The address a click on `link` should take the visitor to in the page, or
 * null when the browser should have it: a click already handled, not with
 * the main button, with a key held (a new tab or window, a download), or on
 * a link opening elsewhere.
 */
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

/**
 * A ref for the container of such links: follows clicks on them in the page.
 *
 * It reads the router itself, whose object lasts the whole visit, not the
 * location or `useNavigate()` (which reads the route's context): the part that
 * holds the links is then not rendered again at each navigation.
 *
 * Differences from `<Link>` to keep in mind:
 * - the listener is the container's own, so it runs before React's handlers
 *   on the links: an `onClick` there cannot cancel the navigation;
 * - the navigation is always in a transition, as LinkTransitions gives every
 *   `<Link>` (docs/decisions/0025);
 * - `href` is used as written: the site has no basename.
 */
export function useFollowLinks<T extends Element>() {
  const router = useContext(DataRouterContext)?.router;
  if (import.meta.env.DEV && !router)
    console.warn("useFollowLinks needs a data router: its links are left to the browser.");
  return useCallback(
    (container: T | null) => {
      if (!container) return;
      const onClick = (event: Event) => {
        // The site's own links only: an external or `mailto:` one is the browser's.
        const link =
          event.target instanceof Element ? event.target.closest("a[href][data-discover]") : null;
        if (!router || !link || !container.contains(link) || !(event instanceof MouseEvent)) return;
        const href = followedHref(event, link);
        if (href === null) return;
        event.preventDefault();
        // As `<Link>` does: the page already shown is replaced, not stacked.
        const replace = href === createPath(router.state.location);
        // The promise is returned: the navigation is an async action of the transition.
        startTransition(() => router.navigate(href, { replace }));
      };
      container.addEventListener("click", onClick);
      return () => container.removeEventListener("click", onClick);
    },
    [router],
  );
}
