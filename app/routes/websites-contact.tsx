import brief from "../../content/website-brief";
import { WebsiteBriefPage } from "../components/pages/WebsiteBriefPage";
import { pageMeta, requestPath } from "../lib/meta";
import type { Route } from "./+types/websites-contact";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...brief,
  metaTags: pageMeta({ ...brief.meta, path: requestPath(request) }),
});

// The loader (build time only; left out of the browser bundle) computes the
// tags; hydration and client navigation echo them from the loader data.
export const meta: Route.MetaFunction = ({ data }) => data?.metaTags ?? [];

export default function WebsitesContact({ loaderData }: Route.ComponentProps) {
  return <WebsiteBriefPage content={loaderData} />;
}
