/** sitemap.xml and robots.txt, from the same page list as the routes. */
import type { SitePage } from "../../content/site-map";

export function sitemapXml(pages: SitePage[], siteUrl: string, lastmod: string): string {
  const urls = pages
    .filter((p) => p.indexable)
    .map(
      (p) =>
        `  <url><loc>${siteUrl}${p.path === "/" ? "/" : p.path}</loc><lastmod>${lastmod}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /thank-you/

Sitemap: ${siteUrl}/sitemap.xml
`;
}
