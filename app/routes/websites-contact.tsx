import brief from "../../content/website-brief";
import { WebsiteBriefPage } from "../components/pages/WebsiteBriefPage";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/websites-contact";

export const loader = () => brief;

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta({ ...data.meta, path: location.pathname }) : [];

export default function WebsitesContact({ loaderData }: Route.ComponentProps) {
  return <WebsiteBriefPage content={loaderData} />;
}
