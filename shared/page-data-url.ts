/**
 * Where React Router fetches a page's data on a client navigation (its "single
 * fetch" address, a file the prerender writes to build/client): `/about` →
 * `/about.data`, `/` → `/_root.data`; a trailing slash is dropped, and the
 * caller adds the query, as React Router does. The site's prefetch of the
 * first page's data (app/components/layout/FirstPageData.tsx) and
 * `npm run navigation` both need it.
 */
export const pageDataUrl = (path: string) =>
  path === "/" ? "/_root.data" : `${path.replace(/\/+$/, "")}.data`;
