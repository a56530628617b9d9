/**
 * Where React Router fetches a page's data on a client navigation (its "single
 * fetch" address, a file the prerender writes to build/client): `/about` →
 * `/about.data`, `/` → `/_.data`; a trailing slash is dropped, and the
 * caller adds the query, as React Router does. The site's fetch of pages'
 * data ahead of a tap (app/lib/page-data-ahead.ts, docs/decisions/0026) and
 * `npm run navigation` both need it.
 */
export const pageDataUrl = (path: string) =>
  path === "/" ? "/_.data" : `${path.replace(/\/+$/, "")}.data`;
