import type { MetaDescriptor } from "react-router";
import { business } from "../../../content/business";
import { absoluteUrl, shareImagePath } from "./site";
import { businessJsonLd } from "./structured-data";

export interface PageMetaInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /** The page's own path. */
  path: string;
  /** Where search engines should index this content, when it is not `path`. */
  canonicalPath?: string;
  /** Keep out of search results (not-found and thank-you pages). */
  noindex?: boolean;
  type?: "website" | "article";
  /** JSON-LD objects for this page, besides the business (always included). */
  jsonLd?: object[];
}

/** The page's path from a loader's normalized `url`: prerendering asks for "/about/" or
 * "/about", and the canonical form has no trailing slash (except "/"). */
export const requestPath = (url: URL) => url.pathname.replace(/(.)\/$/, "$1");

/** A page's copy with its tags, as a route's loader answers: `meta` (title, description) taken
 * from the copy, the path from the request. */
export const copyWithMeta = <Copy extends { meta: { title: string; description: string } }>(
  copy: Copy,
  url: URL,
) => ({ ...copy, metaTags: pageMeta({ ...copy.meta, path: requestPath(url) }) });

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export const fullTitle = (title: string) =>
  title.includes(business.brand) ? title : `${title} | ${business.brand}`;

/** Every tag a page needs for search engines and link previews, from one place. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const canonical = absoluteUrl(input.canonicalPath ?? input.path);
  const image = absoluteUrl(shareImagePath(input.canonicalPath ?? input.path));
  const imageAlt = `${input.title} – ${business.brand}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: business.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of [businessJsonLd(), ...(input.jsonLd ?? [])])
    tags.push({ "script:ld+json": data });
  return tags;
}
