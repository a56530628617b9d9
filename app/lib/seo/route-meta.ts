/** A route's `meta`: the build-time loader computes the tags (./meta.ts, never in the browser)
 * and hydration and client navigation echo them from loader data; this goes with the shell
 * (vite.config.ts). */
export const echoMeta = <Tags>({ loaderData }: { loaderData?: { metaTags: Tags } }) =>
  loaderData?.metaTags ?? [];
