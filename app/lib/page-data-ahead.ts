import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { pageDataUrl } from "../../shared/page-data-url";
import { type RouteResults, pagesAhead } from "./page-data";

/**
 * Fetching pages' data into memory ahead of a tap (docs/decisions/0026):
 * the file React Router would fetch on the tap (`/about.data`, served from the
 * prerender), decoded as React Router decodes it. Loaded after start.
 */

/** `/about/` and `/about` are one page; `/` stays `/`. */
export const pageKey = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

type Decode = (body: ReadableStream<Uint8Array>) => Promise<{ value: unknown }>;

const decodeData: Decode = (body) => decodeViaTurboStream(body, globalThis as typeof window);

/**
 * Starts fetching the data of the page at `pathname` into memory, once: a
 * second call while it is held or on its way does nothing. A file that does
 * not come, or is not a page's data (the not-found page has none: the server
 * answers with the page itself), is dropped, and the tap fetches it as
 * React Router does.
 */
export function fetchPageData(
  pathname: string,
  {
    fetch = window.fetch.bind(window),
    decode = decodeData,
  }: { fetch?: typeof window.fetch; decode?: Decode } = {},
) {
  const key = pageKey(pathname);
  if (pagesAhead.has(key)) return pagesAhead.get(key)!;
  const held: Promise<RouteResults | undefined> = (async () => {
    const res = await fetch(pageDataUrl(key));
    if (!res.ok || !res.body || !res.headers.get("Content-Type")?.startsWith("text/x-script"))
      throw new Error(`${key}: no page data (${res.status})`);
    const { value } = await decode(res.body);
    if (!isRouteResults(value)) throw new Error(`${key}: not a page's data`);
    return value;
  })().catch(() => {
    // Not held: the next tap or glance tries again. Unless the page was shown
    // meanwhile (React Router fetched it) and its data kept (rememberPage).
    if (pagesAhead.get(key) === held) pagesAhead.delete(key);
    return undefined;
  });
  pagesAhead.set(key, held);
  return held;
}

/** Each route's result, not a redirect (a symbol key) or anything else. */
function isRouteResults(value: unknown): value is RouteResults {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.getOwnPropertySymbols(value).length === 0 &&
    Object.values(value).every(
      (r) => typeof r === "object" && r !== null && ("data" in r || "error" in r),
    )
  );
}

/** The data of a page being shown, kept for Back and Forward to it. */
export function rememberPage(pathname: string, routes: RouteResults) {
  if (Object.keys(routes).length > 0) pagesAhead.set(pageKey(pathname), Promise.resolve(routes));
}
