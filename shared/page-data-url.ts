/** React Router's single-fetch address of a page's data: `/about` → `/about.data`, `/` → `/_.data`,
 * no trailing slash, query added by the caller. Used by app/lib/navigation/page-data-ahead.ts and
 * `npm run navigation`. */
export const pageDataUrl = (path: string) =>
  path === "/" ? "/_.data" : `${path.replace(/\/+$/, "")}.data`;
