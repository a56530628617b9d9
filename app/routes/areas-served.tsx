import areas from "../../content/areas-served";
import { landingPages } from "../../content/landing-pages/index";
import { STATE_NAMES } from "../../content/business";
import { AreasServedPage, type AreaCard } from "../components/pages/AreasServedPage";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/areas-served";

// Cards come from the landing pages themselves, so the two can never disagree.
export const loader = () => ({
  content: areas,
  cards: landingPages.map((p): AreaCard => ({
    title: p.trade ? `${p.trade} Web Design in ${p.city}` : `Web Design in ${p.city}`,
    path: `/${p.slug}`,
    description: p.cardDescription,
    location: `${p.city}, ${STATE_NAMES[p.state]}`,
    state: p.state,
  })),
});

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta({ ...data.content.meta, path: location.pathname }) : [];

export default function AreasServed({ loaderData }: Route.ComponentProps) {
  return <AreasServedPage content={loaderData.content} cards={loaderData.cards} />;
}
