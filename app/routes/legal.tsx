import privacy from "../../content/legal/privacy";
import terms from "../../content/legal/terms";
import { LegalPage } from "../components/pages/LegalPage";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/legal";

const documents = { "/terms": terms, "/privacy": privacy } as const;

export const loader = ({ request }: Route.LoaderArgs) => {
  const path = new URL(request.url).pathname.replace(/\/$/, "") as keyof typeof documents;
  const doc = documents[path];
  if (!doc) throw new Error(`No legal document for ${path}`);
  return doc;
};

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta({ ...data.meta, path: location.pathname.replace(/\/$/, ""), type: "article" })
    : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData} />;
}
