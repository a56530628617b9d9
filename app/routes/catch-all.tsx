import { findLandingPage } from "../../content/landing-pages/index";
import { LandingPageView } from "../components/pages/LandingPageView";
import { pageMeta, requestPath } from "../lib/meta";
import { breadcrumbJsonLd, landingServiceJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/landing";

// One module for all 25 landing pages; the path picks the content file.
export const loader = ({ request }: Route.LoaderArgs) => {
  const slug = requestPath(request).slice(1);
  const page = findLandingPage(slug);
  if (!page) throw new Error(`No landing page for /${slug}`);
  return {
    ...page,
    metaTags: pageMeta({
      ...page.meta,
      path: `/${page.slug}`,
      jsonLd: [
        landingServiceJsonLd(page),
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Areas Served", path: "/areas-served" },
          { name: `${page.city} ${page.state}`, path: `/${page.slug}` },
        ]),
      ],
    }),
  };
};

// The loader (build time only; left out of the browser bundle) computes the
// tags; hydration and client navigation echo them from the loader data.
export const meta: Route.MetaFunction = ({ data }) => data?.metaTags ?? [];

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPageView page={loaderData} />;
}
