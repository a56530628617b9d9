import about from "../../content/about";
import { AboutPage } from "../components/pages/AboutPage";
import { pageMeta } from "../lib/meta";
import { breadcrumbJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/about";

export const loader = () => about;

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta({
        ...data.meta,
        path: location.pathname,
        jsonLd: [
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: data.heading, path: "/about" },
          ]),
        ],
      })
    : [];

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData} />;
}
