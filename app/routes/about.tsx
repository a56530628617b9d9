import about from "../../content/about";
import { AboutPage } from "../components/pages/AboutPage";
import { pageMeta, requestPath } from "../lib/meta";
import { breadcrumbJsonLd } from "../lib/structured-data";
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

// The loader (build time only; left out of the browser bundle) computes the
// tags; hydration and client navigation echo them from the loader data.
export const meta: Route.MetaFunction = ({ data }) => data?.metaTags ?? [];

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData} />;
}
