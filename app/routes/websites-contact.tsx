import { websiteBriefDocument } from "../../content/website-brief";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { copyWithMeta } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/websites-contact";
import { pageData } from "../lib/navigation/page-data";

const WebsiteBriefPage = pageOnDemand(() =>
  import("../components/pages/WebsiteBriefPage").then((m) => m.WebsiteBriefPage),
);

export const loader = ({ url }: Route.LoaderArgs) => copyWithMeta(websiteBriefDocument.value, url);

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function WebsitesContact({ loaderData }: Route.ComponentProps) {
  return <WebsiteBriefPage content={loaderData} />;
}
