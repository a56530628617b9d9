import about from "../../content/about";
import { AboutPage } from "../components/pages/AboutPage";
import { pageMeta, requestPath } from "../lib/meta";
import { breadcrumbJsonLd } from "../lib/structured-data";
import { echoMeta } from "../lib/route-meta";
import type { Route } from "./+types/about";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...about,
  metaTags: pageMeta({
    ...about.meta,
    path: requestPath(request),
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: about.heading, path: "/about" },
      ]),
    ],
  }),
});

export const meta: Route.MetaFunction = echoMeta;

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData} />;
}
