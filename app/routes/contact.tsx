import { contactPageDocument } from "../../content/contact-page";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { copyWithMeta } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/contact";
import { pageData } from "../lib/navigation/page-data";

const ContactPage = pageOnDemand(() =>
  import("../components/pages/ContactPage").then((m) => m.ContactPage),
);

export const loader = ({ url }: Route.LoaderArgs) => copyWithMeta(contactPageDocument.value, url);

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData} />;
}
