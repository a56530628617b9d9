import contact from "../../content/contact-page";
import { ContactPage } from "../components/pages/ContactPage";
import { pageMeta, requestPath } from "../lib/meta";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...contact,
  metaTags: pageMeta({ ...contact.meta, path: requestPath(request) }),
});

// The loader (build time only; left out of the browser bundle) computes the
// tags; hydration and client navigation echo them from the loader data.
export const meta: Route.MetaFunction = ({ data }) => data?.metaTags ?? [];

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData} />;
}
