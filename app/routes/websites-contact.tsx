import brief from "../../content/website-brief";
import { WebsiteBriefPage } from "../components/pages/WebsiteBriefPage";
import { pageMeta, requestPath } from "../lib/meta";
import { echoMeta } from "../lib/route-meta";
import type { Route } from "./+types/websites-contact";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...brief,
  metaTags: pageMeta({ ...brief.meta, path: requestPath(request) }),
});

export const meta: Route.MetaFunction = echoMeta;

export default function WebsitesContact({ loaderData }: Route.ComponentProps) {
  return <WebsiteBriefPage content={loaderData} />;
}
