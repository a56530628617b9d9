import services from "../../content/services";
import { ServicesPage } from "../components/pages/ServicesPage";
import { pageMeta } from "../lib/meta";
import { breadcrumbJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/services";

// Serves both /services and /pricing; /pricing is canonical to /services.
export const loader = () => services;

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta({
        ...data.meta,
        title: location.pathname === "/pricing" ? `Pricing – ${data.meta.title}` : data.meta.title,
        path: location.pathname,
        canonicalPath: "/services",
        jsonLd: [
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
          ]),
        ],
      })
    : [];

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage content={loaderData} />;
}
