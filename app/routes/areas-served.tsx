import { areasServedDocument } from "../../content/areas-served";
import { landingPages } from "../../content/landing-pages/index";
import type { AreaCard } from "../components/pages/AreasServedPage";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { areaMap } from "../lib/places/area-map.server";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/areas-served";
import { pageData } from "../lib/navigation/page-data";

const AreasServedPage = pageOnDemand(() =>
  import("../components/pages/AreasServedPage").then((m) => m.AreasServedPage),
);

// Cards come from the landing pages themselves, so the two can never disagree. Sorted by place
// here, at build time: a collator's first use in the browser costs a tap 10-50 ms.
export const loader = ({ url }: Route.LoaderArgs) => ({
  content: areasServedDocument.value,
  metaTags: pageMeta({ ...areasServedDocument.value.meta, path: requestPath(url) }),
  cards: landingPages
    .map((p): AreaCard => ({
      title: p.trade ? `${p.trade} Web Design in ${p.city}` : `Web Design in ${p.city}`,
      path: `/${p.slug}`,
      place: p.city,
      ...(p.trade ? { trade: p.trade } : {}),
      state: p.state,
      region: p.region,
    }))
    .sort((a, b) => a.place.localeCompare(b.place, "en")),
  // Drawn here, at build time: the map's code never reaches the browser.
  map: areaMap(),
});

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function AreasServed({ loaderData }: Route.ComponentProps) {
  return (
    <AreasServedPage content={loaderData.content} cards={loaderData.cards} map={loaderData.map} />
  );
}
