import type { MetaDescriptor } from "react-router";

/** A route's `meta`: the build-time loader computes the tags (./meta.ts, never in the browser)
 * and hydration and client navigation echo them from loader data; this goes with the shell
 * (vite.config.ts). The head gets all but the JSON-LD, which the root writes after the site
 * dialogs (jsonLdOf): the first round trip keeps room (docs/decisions/0048). */
export const echoMeta = ({ loaderData }: { loaderData?: { metaTags: MetaDescriptor[] } }) =>
  (loaderData?.metaTags ?? []).filter((tag) => !("script:ld+json" in tag));

/** The JSON-LD objects among a page's tags. */
export const jsonLdOf = (tags: MetaDescriptor[] = []) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
