/**
 * A route's `meta`: the loader (build time only; left out of the browser
 * bundle) computes the tags with pageMeta (./meta.ts); hydration and client
 * navigation echo them from the loader data. Apart from ./meta.ts, which the
 * browser never loads; this goes with the site shell (vite.config.ts).
 */
export const echoMeta = <Tags>({ loaderData }: { loaderData?: { metaTags: Tags } }) =>
  loaderData?.metaTags ?? [];
