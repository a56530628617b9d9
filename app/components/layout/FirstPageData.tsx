import { useState } from "react";
import { useLocation } from "react-router";
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
 */
export function FirstPageData() {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  const fetchNow = usePrefetch("render") !== "none";
  return fetchNow ? <link rel="prefetch" as="fetch" href={pageDataUrl(first)} /> : null;
}
