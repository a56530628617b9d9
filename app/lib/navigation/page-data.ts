/** Pages' data held in memory so a tap draws the next page without a fetch or decode
 * (docs/navigation.md). This part is in every page's start; fetching is in
 * ./page-data-ahead.ts. */

/** What a page's data file holds once decoded: each route's data, by route id. */
export type RouteResults = Record<string, { data: unknown } | { error: unknown }>;

/** A page's data in memory: read to its end on arrival, decoded at the first call (a tap or an idle
 * moment) and kept; undefined when the file failed or is not a page's data. */
export type HeldPage = () => Promise<RouteResults | undefined>;

/** Pages' data by pathname, without a trailing slash (pageKey, ./page-data-ahead.ts). */
export const pagesAhead = new Map<string, HeldPage>();

interface ClientLoaderArgs<T> {
  request: Request;
  serverLoader: () => Promise<T>;
}

/** A route's `clientLoader`: its data from memory when fetched ahead or shown before, else React
 * Router's fetch. Not told its route's id, it reads the one route result a data file holds; with
 * more than one, or an error, React Router fetches the data itself. */
export async function pageData<T>({ request, serverLoader }: ClientLoaderArgs<T>) {
  const held = pagesAhead.get(new URL(request.url).pathname);
  const [page, other] = Object.values((await held?.()) ?? {});
  return page && !other && "data" in page ? (page.data as T) : serverLoader();
}
