/** A landing page's keywords as related searches: a keyword naming another landing page's place
 * links to it, the rest stay plain text. Run by the loader at build time. */
import type { LandingPage } from "../../../content/landing-legal-schema";

export interface RelatedSearch {
  text: string;
  /** The landing page the words name, when there is one other than this page. */
  to?: string;
}

export function relatedSearches(page: LandingPage, pages: LandingPage[]): RelatedSearch[] {
  const others = pages
    .filter((p) => p.slug !== page.slug && p.city !== page.city)
    // Longest place first: "White Sulphur Springs" before a shorter name inside it.
    .sort((a, b) => b.city.length - a.city.length);
  return (page.keywords ?? []).map((text) => {
    const lower = text.toLowerCase();
    const match = others.find((p) => lower.includes(p.city.toLowerCase()));
    return match ? { text, to: `/${match.slug}` } : { text };
  });
}
