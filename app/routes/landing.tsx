import { findLandingPage } from "../../content/landing-pages/index";
import { LandingPageView } from "../components/pages/LandingPageView";
import { pageMeta } from "../lib/meta";
import { breadcrumbJsonLd, landingServiceJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/landing";

// One module for all 25 landing pages; the path picks the content file.
export const loader = ({ request }: Route.LoaderArgs) => {
  const slug = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  const page = findLandingPage(slug);
  if (!page) throw new Error(`No landing page for /${slug}`);
  return page;
};

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        ...data.meta,
        path: `/${data.slug}`,
        jsonLd: [
          landingServiceJsonLd(data),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Areas Served", path: "/areas-served" },
            { name: `${data.city} ${data.state}`, path: `/${data.slug}` },
          ]),
        ],
      })
    : [];

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPageView page={loaderData} />;
}
