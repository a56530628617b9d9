/**
 * A landing page added the documented way (docs/configuration.md): one content
 * file built with defineLandingPage, plus its line in content/landing-pages/index.ts.
 * Tests mock the index with withScratchPage to see every list pick the page up.
 */
import type * as Index from "../../../content/landing-pages/index";
import lewisburg from "../../../content/landing-pages/web-design-lewisburg-wv";
import { defineLandingPage } from "../../../content/landing-legal-schema";

export const scratchPage = defineLandingPage({
  ...structuredClone(lewisburg),
  slug: "web-design-summersville-wv",
  city: "Summersville",
  mapPoint: { lon: -80.85, lat: 38.28 },
  region: "Elsewhere in West Virginia",
  heading: "Professional Web Design Services in Summersville WV",
});

/** The index with the scratch page's line added at its end. */
export function withScratchPage(index: typeof Index): typeof Index {
  const landingPages = [...index.landingPages, scratchPage];
  return {
    ...index,
    landingPages,
    landingPaths: landingPages.map((p) => `/${p.slug}`),
    findLandingPage: (slug) =>
      slug === scratchPage.slug ? scratchPage : index.findLandingPage(slug),
  };
}
