import { useState } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";
import { pageDataUrl } from "../../../shared/page-data-url";
import { usePrefetch } from "../../lib/prefetch";

/**
 * The data of the page the visit began on, fetched into the browser's cache
 * once the page is idle and the connection allows it (the links' policy,
 * app/lib/prefetch.ts). That page's data came inside its HTML, so React
 * Router never fetched it: Back to it from the next page waited for the
 * network, a Slow 4G round trip and the transfer (about 190 ms), before it
 * could draw anything. A page reached by a link has had its data fetched
 * already, and `.data` is served stale-while-revalidate for five minutes
 * (docs/decisions/0017, 0024).
 *
 * Nothing for the not-found page (no data file: the server would answer
 * with the whole page again), or when this arrives after the visitor has
 * already moved on (no longer the first page).
 */
export function FirstPageData() {
  const { pathname, search } = useLocation();
  const notFound = useMatches().some(
    (m) => (m.loaderData as { kind?: string } | undefined)?.kind === "not-found",
  );
  const [first] = useState(
    useNavigationType() === "POP" && !notFound ? pageDataUrl(pathname) + search : null,
  );
  const fetchNow = usePrefetch("render") !== "none";
  return fetchNow && first ? <link rel="prefetch" as="fetch" href={first} /> : null;
}
