/** Each page's title as the version served has it (without the brand), for the inbox's Traffic
 * page and the weekly report: pages are named as the owner last titled them. */
import { findLandingPage } from "./landing-pages/index";
import { siteDocuments } from "./site-documents";

export function pageTitle(path: string): string | undefined {
  const page = path === "/pricing" ? "/services" : path;
  const listed = siteDocuments.find(
    (d) => (d.group === "Pages" || d.group === "Legal") && d.path === page,
  );
  if (listed) return (listed.document.value as { meta: { title: string } }).meta.title;
  return findLandingPage(page.slice(1))?.meta.title;
}

/** "About Our Company and Founder (/about)", or the path alone for a page without a title. */
export const pageName = (path: string) => {
  const title = pageTitle(path);
  return title ? `${title} (${path})` : path;
};
