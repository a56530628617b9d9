import { privacyDocument } from "../../content/legal/privacy";
import { termsDocument } from "../../content/legal/terms";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/legal";
import { pageData } from "../lib/navigation/page-data";

const LegalPage = pageOnDemand(() =>
  import("../components/pages/LegalPage").then((m) => m.LegalPage),
);

const documents = { "/terms": termsDocument, "/privacy": privacyDocument } as const;

export const loader = ({ url }: Route.LoaderArgs) => {
  const path = requestPath(url) as keyof typeof documents;
  const doc = documents[path]?.value;
  if (!doc) throw new Error(`No legal document for ${path}`);
  return { ...doc, metaTags: pageMeta({ ...doc.meta, path, type: "article" }) };
};

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData} />;
}
