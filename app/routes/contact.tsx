import contact from "../../content/contact-page";
import { ContactPage } from "../components/pages/ContactPage";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/contact";

export const loader = () => contact;

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta({ ...data.meta, path: location.pathname }) : [];

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData} />;
}
