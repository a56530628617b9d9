/** The not-found page's two web-design city pages (docs/spec.md, "404 page"): the first two of
 * these the owner has not removed. The build's configuration picks them (vite.config.ts), so the
 * page's script carries only the two. */
const CITY_PAGES = [
  { label: "Web Design in Lewisburg, WV", slug: "web-design-lewisburg-wv" },
  { label: "Web Design in Roanoke, VA", slug: "web-design-roanoke-va" },
  { label: "Web Design in Richmond, VA", slug: "web-design-richmond-va" },
  { label: "Web Design in Charlottesville, VA", slug: "web-design-charlottesville-va" },
];

export const citySuggestions = (removed: readonly string[]) =>
  CITY_PAGES.filter((p) => !removed.includes(p.slug))
    .slice(0, 2)
    .map((p) => ({ label: p.label, to: `/${p.slug}` }));
