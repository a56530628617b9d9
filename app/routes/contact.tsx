import contact from "../../content/contact-page";
import { ContactPage } from "../components/pages/ContactPage";
import { pageMeta, requestPath } from "../lib/meta";
import { echoMeta } from "../lib/route-meta";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...contact,
  metaTags: pageMeta({ ...contact.meta, path: requestPath(request) }),
});

export const meta: Route.MetaFunction = echoMeta;

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData} />;
}
