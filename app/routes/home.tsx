import home from "../../content/home";
import testimonials from "../../content/testimonials";
import { HomePage } from "../components/home/HomePage";
import { pageMeta, requestPath } from "../lib/meta";
import type { Route } from "./+types/home";

export const loader = ({ request }: Route.LoaderArgs) => ({
  home,
  testimonials,
  metaTags: pageMeta({ ...home.meta, path: requestPath(request) }),
});

// The loader (build time only; left out of the browser bundle) computes the
// tags; hydration and client navigation echo them from the loader data.
export const meta: Route.MetaFunction = ({ data }) => data?.metaTags ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.home} testimonials={loaderData.testimonials} />;
}
