import { aboutDocument } from "../../content/about";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { breadcrumbJsonLd } from "../lib/seo/structured-data";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/about";
import { pageData } from "../lib/navigation/page-data";

const AboutPage = pageOnDemand(() =>
  import("../components/pages/AboutPage").then((m) => m.AboutPage),
);

// The copy in force when the page is rendered: a publish renders it again with new edits.
export const loader = ({ url }: Route.LoaderArgs) => {
  const about = aboutDocument.value;
  return {
    ...about,
    metaTags: pageMeta({
      ...about.meta,
      path: requestPath(url),
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: about.heading, path: "/about" },
        ]),
      ],
    }),
  };
};

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData} />;
}
