import type { MetaDescriptor } from "react-router";

/** A route's `meta`: the build-time loader computes the tags (./meta.ts), hydration and client
 * navigation echo them from loader data (in the shell, vite.config.ts). All but the JSON-LD, which
 * the root writes after the dialogs to keep the first round trip's room (decision 0048). */
export const echoMeta = ({ loaderData }: { loaderData?: { metaTags: MetaDescriptor[] } }) =>
  (loaderData?.metaTags ?? []).filter((tag) => !("script:ld+json" in tag));

/** The JSON-LD objects among a page's tags. */
export const jsonLdOf = (tags: MetaDescriptor[] = []) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
