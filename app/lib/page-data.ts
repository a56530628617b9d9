/**
 * The data of pages a visitor may open next, or has seen, held in memory
 * for client navigations (docs/decisions/0026).
 *
 * Every route with a loader has a `clientLoader` that reads its data from
 * here, so a tap on a link whose page was fetched ahead needs neither the
 * browser's cache nor a decoding step before React can draw it. Anything not
 * here (never fetched ahead, still failing, another route's data) goes to
 * React Router's own fetch (`serverLoader`), exactly as without this module.
 *
 * This part is in every page's start, so it is kept small; the fetching is
 * in ./page-data-ahead.ts, loaded after start.
 */

/** What a page's data file holds once decoded: each route's data, by route id. */
export type RouteResults = Record<string, { data: unknown } | { error: unknown }>;

/**
 * A page's data held in memory: its file, read to its end when it arrived,
 * decoded at the first call (a tap, or an idle moment) and kept decoded. It
 * resolves undefined when the file failed or is not a page's data.
 */
export type HeldPage = () => Promise<RouteResults | undefined>;

/** Pages' data by pathname, without a trailing slash (pageKey, ./page-data-ahead.ts). */
export const pagesAhead = new Map<string, HeldPage>();

interface ClientLoaderArgs<T> {
  request: Request;
  serverLoader: () => Promise<T>;
}

/**
 * A route's `clientLoader`: its data from memory when the page was fetched
 * ahead or shown before, else React Router's fetch of it.
 *
 * A clientLoader is not told its route's id, and one module serves several
 * ids (/services and /pricing, the landing pages). Every page route sits
 * directly under the root, which has no loader, so a page's data file holds
 * one route's result: the page's. With any other number (a loader on the
 * root one day) or an error, React Router fetches the data as before.
 */
export async function pageData<T>({ request, serverLoader }: ClientLoaderArgs<T>) {
  const held = pagesAhead.get(new URL(request.url).pathname);
  const [page, other] = Object.values((await held?.()) ?? {});
  return page && !other && "data" in page ? (page.data as T) : serverLoader();
}
