import { isRouteErrorResponse } from "react-router";
import { findLandingPage, landingPages } from "../../content/landing-pages/index";
import { notFound } from "../../content/not-found";
import { landingPageCopy } from "../../content/landing-legal-schema";
import { notFoundPath } from "../../content/site-map";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { areaMapNear } from "../lib/places/area-map.server";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import { relatedSearches } from "../lib/places/related-searches";
import { breadcrumbJsonLd, landingServiceJsonLd } from "../lib/seo/structured-data";
import type { Route } from "./+types/catch-all";
import { pageData } from "../lib/navigation/page-data";

const LandingPageView = pageOnDemand(() =>
  import("../components/pages/LandingPageView").then((m) => m.LandingPageView),
);
const NotFoundView = pageOnDemand(() =>
  import("../components/pages/NotFoundView").then((m) => m.NotFoundView),
);

// Every landing page and the not-found page, in one route to keep the route table small
// (docs/decisions/0009). The not-found page is prerendered at /404 and served with status 404 for
// unknown paths, so it needs no "noindex".
export const loader = ({ url }: Route.LoaderArgs) => {
  const path = requestPath(url);
  const page = findLandingPage(path.slice(1));
  if (page)
    return {
      kind: "landing" as const,
      page: landingPageCopy(page),
      // Built here, at build time: the map's code never reaches the browser.
      map: areaMapNear(page.slug),
      related: relatedSearches(page, landingPages),
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
  if (path !== notFoundPath) throw new Error(`No landing page for ${path}`);
  return {
    kind: "not-found" as const,
    metaTags: pageMeta({
      title: notFound.title,
      description: notFound.description,
      path: notFoundPath,
    }),
  };
};

// A client navigation to an unknown path has no data: its title comes with the not-found page
// (see ErrorBoundary).
export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "landing" ? (
    <LandingPageView page={loaderData.page} map={loaderData.map} related={loaderData.related} />
  ) : (
    <NotFoundView />
  );
}

// A client navigation to an unknown path gets 404 for its data and shows the not-found page, as a
// full load does; other errors go to the root's boundary.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView withTitle />;
  throw error;
}
